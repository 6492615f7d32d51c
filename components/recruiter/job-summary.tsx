import { formatDate } from '@/components/ui/date-words';
import type { JobRecord } from '@/lib/jobs/hooks';
import { EMPLOYMENT_TYPE_LABELS } from '@/lib/jobs/schemas';
import { PublicationFlags, StatusBadge } from './job-badges';
import { postedLabel } from './job-title-link';

/** The job's heading and where it stands: code, state, publication and dates. */
export function JobSummary({ job }: { job: JobRecord }) {
  const live = job.status === 'open' && job.publishedOnPortal;
  return (
    <header className="space-y-3">
      <div>
        <p className="font-mono text-sm text-gray-700">{job.jobCode}</p>
        <h1 className="text-2xl font-bold break-words text-gray-900">{job.title}</h1>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={job.status} />
        <PublicationFlags job={job} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-gray-700">Business unit</dt>
        <dd className="text-gray-900">{job.businessUnitName}</dd>
        <dt className="text-gray-700">Employment</dt>
        <dd className="text-gray-900">{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</dd>
        <dt className="text-gray-700">Posted</dt>
        <dd className="text-gray-900">{postedLabel(job)}</dd>
        <dt className="text-gray-700">Closing date</dt>
        <dd className="text-gray-900">{job.closingDate ? formatDate(job.closingDate) : 'None'}</dd>
      </dl>
      {live ? (
        <p className="text-sm">
          <a href={`/careers/${encodeURIComponent(job.jobCode)}`} className="font-medium text-indigo-800 underline">
            View the public page on the career site
          </a>
        </p>
      ) : null}
    </header>
  );
}
