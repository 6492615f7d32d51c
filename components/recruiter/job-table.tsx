import type { JobRecordSummary } from '@/lib/jobs/hooks';
import { JobActionButtons } from './job-action-buttons';
import { PublicationFlags, StatusBadge } from './job-badges';
import { JobTitleLink, postedLabel } from './job-title-link';
import type { JobActionsState } from './use-job-actions';

type JobListProps = { jobs: JobRecordSummary[]; actions: JobActionsState };

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase';

/** Wide screens: one row per job. */
export function JobTable({ jobs, actions }: JobListProps) {
  return (
    <table className="w-full border-collapse overflow-hidden rounded-lg border border-gray-200 bg-white text-sm">
      <thead className="bg-gray-50">
        <tr>
          <th scope="col" className={th}>Job</th>
          <th scope="col" className={th}>Business unit</th>
          <th scope="col" className={th}>Status</th>
          <th scope="col" className={th}>Published</th>
          <th scope="col" className={th}>Posted</th>
          <th scope="col" className={th}>Actions</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">
        {jobs.map((job) => (
          <tr key={job.jobCode} className="align-top">
            <th scope="row" className="px-3 py-3 text-left font-normal">
              <JobTitleLink job={job} />
              <span className="block font-mono text-xs text-gray-700">{job.jobCode}</span>
            </th>
            <td className="px-3 py-3 text-gray-800">{job.businessUnitName}</td>
            <td className="px-3 py-3">
              <StatusBadge status={job.status} />
            </td>
            <td className="px-3 py-3">
              <PublicationFlags job={job} />
            </td>
            <td className="px-3 py-3 whitespace-nowrap text-gray-800">{postedLabel(job)}</td>
            <td className="px-3 py-3">
              <JobActionButtons job={job} actions={actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
