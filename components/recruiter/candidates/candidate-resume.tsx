import { formatFileSize } from '@/components/ui/format';
import type { CandidateRecord } from '@/lib/candidates/hooks';
import { DetailSection, NotGiven } from './detail-parts';

type Resume = NonNullable<CandidateRecord['resume']>;

const link = 'font-medium text-indigo-800 underline';

/**
 * A PDF is shown in place, from the resume operation's inline variant: the only answer of the API that
 * this site may frame, and only for PDFs (checked by content on upload). A browser without a PDF viewer
 * (most phones) shows nothing in the frame, so the links stay beside it. Other formats only download.
 */
function ResumeFile({ name, resume }: { name: string; resume: Resume }) {
  const pdf = resume.contentType === 'application/pdf';
  const inline = `${resume.url}?inline=1`;
  const kind = resume.extension?.replace(/^\./, '').toUpperCase();
  return (
    <>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-800">
        <span>
          {/* A plain link: the API answers with Content-Disposition: attachment and the session cookie goes along. */}
          <a href={resume.url} download className={link}>
            Download resume
          </a>{' '}
          ({[kind, formatFileSize(resume.size)].filter(Boolean).join(', ')})
        </span>
        {pdf ? (
          <a href={inline} target="_blank" rel="noopener" className={link}>
            Open in a new tab
          </a>
        ) : null}
      </p>
      {pdf ? (
        <iframe src={inline} title={`Resume of ${name}`} loading="lazy" className="h-[32rem] w-full rounded-md border border-gray-300 sm:h-[48rem]" />
      ) : (
        <NotGiven>Only PDF resumes are shown here; download this one to read it.</NotGiven>
      )}
    </>
  );
}

export function CandidateResume({ name, resume }: { name: string; resume: CandidateRecord['resume'] }) {
  return <DetailSection title="Resume">{resume ? <ResumeFile name={name} resume={resume} /> : <NotGiven>No resume on file.</NotGiven>}</DetailSection>;
}
