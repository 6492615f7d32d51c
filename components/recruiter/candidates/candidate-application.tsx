import Link from 'next/link';
import { jobHref } from '@/components/recruiter/jobs/jobs-url';
import type { CandidateRecord } from '@/lib/candidates/hooks';
import { SOURCE_LABELS } from './candidate-badges';
import { formatInstant } from '@/components/ui/date-words';
import { formatFileSize } from '@/components/ui/format';
import { DetailSection, Facts, NotGiven } from './detail-parts';

function AppliedFor({ candidate }: { candidate: CandidateRecord }) {
  if (!candidate.jobCode) return <>No particular job</>;
  return (
    <Link href={jobHref(candidate.jobCode)} className="text-indigo-800 underline">
      {candidate.jobTitle ?? candidate.jobCode}
      {candidate.jobTitle ? <span className="block font-mono text-xs">{candidate.jobCode}</span> : null}
    </Link>
  );
}

/** How the candidate reached us: the job, the channel, and who added them when. */
export function CandidateApplication({ candidate }: { candidate: CandidateRecord }) {
  return (
    <DetailSection title="Application">
      <Facts
        facts={[
          ['Job', <AppliedFor key="job" candidate={candidate} />],
          ['Source', SOURCE_LABELS[candidate.source]],
          ['Reference', candidate.referenceSource],
          ['Added by', candidate.createdBy],
          ['Added', formatInstant(candidate.createdAt)],
          ['Last changed', candidate.updatedAt === candidate.createdAt ? null : formatInstant(candidate.updatedAt)],
        ]}
      />
    </DetailSection>
  );
}

export function CandidateResume({ resume }: { resume: CandidateRecord['resume'] }) {
  return (
    <DetailSection title="Resume">
      {resume ? (
        <p className="text-sm text-gray-800">
          {/* A plain link: the API answers with Content-Disposition: attachment and the session cookie goes along. */}
          <a href={resume.url} download className="font-medium text-indigo-800 underline">
            Download resume
          </a>{' '}
          ({[resume.extension?.replace(/^\./, '').toUpperCase(), formatFileSize(resume.size)].filter(Boolean).join(', ')})
        </p>
      ) : (
        <NotGiven>No resume on file.</NotGiven>
      )}
    </DetailSection>
  );
}
