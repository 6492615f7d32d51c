'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/components/ui/date-words';
import { ListResults } from '@/components/ui/list-results';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useJobs, type JobListParams, type JobRecordSummary } from '@/lib/jobs/hooks';
import { NoAccessMessage } from '../no-access';
import { JobActionButtons, JobActionFeedback, useJobActions, type JobActionsState } from './job-actions';
import { PublicationFlags, StatusBadge } from './job-badges';
import { jobHref, JOBS_PAGE_SIZE } from './jobs-url';

export function postedLabel(job: Pick<JobRecordSummary, 'postedDate'>): string {
  return job.postedDate ? formatDate(job.postedDate) : 'Not posted';
}

function JobTitleLink({ job }: { job: Pick<JobRecordSummary, 'jobCode' | 'title'> }) {
  return (
    <Link href={jobHref(job.jobCode)} className="font-semibold break-words text-indigo-800 underline-offset-2 hover:underline">
      {job.title}
    </Link>
  );
}

type JobListProps = { jobs: JobRecordSummary[]; actions: JobActionsState };

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase';

/** Wide screens: one row per job. */
function JobTable({ jobs, actions }: JobListProps) {
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

/** Narrow screens: one card per job, with the same content as a table row. */
function JobCards({ jobs, actions }: JobListProps) {
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

type JobResultsProps = {
  params: JobListParams;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
};

export function JobResults({ params, page, filtered, onPage, onClear }: JobResultsProps) {
  const actions = useJobActions();
  return (
    <ListResults
      query={useJobs(params)}
      id="jobs"
      heading="All jobs"
      noun="jobs"
      page={page}
      pageSize={JOBS_PAGE_SIZE}
      onPage={onPage}
      skeleton={<RecordListSkeleton />}
      forbidden={<NoAccessMessage />}
      filtered={filtered}
      noMatches={
        <EmptyState title="No jobs match these filters." action={<Button variant="secondary" onClick={onClear}>Clear filters</Button>}>
          Try a shorter search or another status.
        </EmptyState>
      }
      empty={
        <EmptyState title="No jobs yet" action={<ButtonLink href="/recruiter/jobs/new">Create a job</ButtonLink>}>
          New jobs start as drafts that only recruiters see.
        </EmptyState>
      }
    >
      {(jobs) => (
        <div className="space-y-4">
          <JobActionFeedback actions={actions} />
          <ResponsiveList table={<JobTable jobs={jobs} actions={actions} />} cards={<JobCards jobs={jobs} actions={actions} />} />
        </div>
      )}
    </ListResults>
  );
}
