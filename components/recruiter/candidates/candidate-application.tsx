import Link from 'next/link';
import { jobHref } from '@/components/recruiter/jobs/jobs-url';
import type { CandidateRecord } from '@/lib/candidates/hooks';
import { SOURCE_LABELS } from './candidate-badges';
import { DetailSection, Facts } from './detail-parts';
import { formatInstant } from '@/components/ui/format-instant';

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
