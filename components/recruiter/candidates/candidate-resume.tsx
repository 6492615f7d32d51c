import type { CandidateRecord } from '@/lib/candidates/hooks';
import { DetailSection, NotGiven } from './detail-parts';
import { formatFileSize } from '@/components/ui/format';

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
