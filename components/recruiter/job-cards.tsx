import type { JobRecordSummary } from '@/lib/jobs/hooks';
import { JobActionButtons } from './job-action-buttons';
import { PublicationFlags, StatusBadge } from './job-badges';
import { JobTitleLink, postedLabel } from './job-title-link';
import type { JobActionsState } from './use-job-actions';

type JobListProps = { jobs: JobRecordSummary[]; actions: JobActionsState };

/** Narrow screens: one card per job, with the same content as a table row. */
export function JobCards({ jobs, actions }: JobListProps) {
  return (
    <ul className="space-y-3">
      {jobs.map((job) => (
        <li key={job.jobCode} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="min-w-0">
              <JobTitleLink job={job} />
              <span className="block font-mono text-xs text-gray-700">{job.jobCode}</span>
            </h3>
            <StatusBadge status={job.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-700">Business unit</dt>
            <dd className="text-gray-900">{job.businessUnitName}</dd>
            <dt className="text-gray-700">Posted</dt>
            <dd className="text-gray-900">{postedLabel(job)}</dd>
            <dt className="text-gray-700">Published</dt>
            <dd>
              <PublicationFlags job={job} />
            </dd>
          </dl>
          <JobActionButtons job={job} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
