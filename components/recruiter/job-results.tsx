'use client';

import type { ReactNode } from 'react';
import { Pagination } from '@/components/directory/pagination';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiRequestError, errorMessage } from '@/lib/http/fetch-json';
import { useJobs, type JobListParams } from '@/lib/jobs/hooks';
import { ButtonLink } from '@/components/ui/button-link';
import { JobActionFeedback } from './job-action-feedback';
import { JobCards } from './job-cards';
import { JobListSkeleton } from './job-list-skeleton';
import { JobTable } from './job-table';
import { JOBS_PAGE_SIZE } from './jobs-url';
import { NoAccessMessage } from './no-access';
import { useJobActions } from './use-job-actions';

type JobResultsProps = {
  params: JobListParams;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
};

export function JobResults({ params, page, filtered, onPage, onClear }: JobResultsProps) {
  const jobs = useJobs(params);
  const actions = useJobActions();
  const { data } = jobs;

  let status = '';
  let body: ReactNode;
  if (jobs.isError && jobs.error instanceof ApiRequestError && jobs.error.status === 403) {
    body = <NoAccessMessage />;
  } else if (jobs.isError) {
    body = (
      <Alert
        title="The jobs could not be loaded"
        action={
          <Button variant="secondary" onClick={() => void jobs.refetch()} disabled={jobs.isFetching}>
            Retry
          </Button>
        }
      >
        {errorMessage(jobs.error)}
      </Alert>
    );
  } else if (!data) {
    status = 'Loading jobs…';
    body = <JobListSkeleton />;
  } else if (data.total === 0 && filtered) {
    status = 'No results';
    body = (
      <EmptyState title="No jobs match these filters." action={<Button variant="secondary" onClick={onClear}>Clear filters</Button>}>
        Try a shorter search or another status.
      </EmptyState>
    );
  } else if (data.total === 0) {
    status = 'No jobs';
    body = <EmptyState title="No jobs yet" action={<ButtonLink href="/recruiter/jobs/new">Create a job</ButtonLink>}>New jobs start as drafts that only recruiters see.</EmptyState>;
  } else if (data.items.length === 0) {
    status = `No results on page ${page}`;
    body = <EmptyState title="This page is past the end of the list." action={<Button variant="secondary" onClick={() => onPage(1)}>Go to the first page</Button>} />;
  } else {
    status = `Showing ${data.offset + 1}–${data.offset + data.items.length} of ${data.total}`;
    body = (
      <div className={cx('space-y-4', jobs.isPlaceholderData && 'opacity-60')}>
        <JobActionFeedback actions={actions} />
        {/* Both are rendered; CSS shows one, and display:none keeps the other out of the accessibility tree. */}
        <div className="hidden lg:block">
          <JobTable jobs={data.items} actions={actions} />
        </div>
        <div className="lg:hidden">
          <JobCards jobs={data.items} actions={actions} />
        </div>
      </div>
    );
  }

  // The previous answer stays on screen while the next loads, but its count would be wrong.
  if (jobs.isPlaceholderData) status = 'Loading jobs…';
  const pageCount = data ? Math.ceil(data.total / JOBS_PAGE_SIZE) : 0;
  return (
    <section id="jobs" aria-labelledby="jobs-heading" aria-busy={jobs.isFetching} className="scroll-mt-4 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="jobs-heading" className="text-lg font-semibold text-gray-900">
          All jobs
        </h2>
        <p role="status" className="text-sm text-gray-700">
          {status}
        </p>
      </div>
      {body}
      {data && data.total > 0 && !jobs.isError ? <Pagination page={page} pageCount={pageCount} onPage={onPage} /> : null}
    </section>
  );
}
