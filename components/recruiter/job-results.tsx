'use client';

import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { useJobs, type JobListParams } from '@/lib/jobs/hooks';
import { JobActionFeedback } from './job-action-feedback';
import { JobCards } from './job-cards';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { JobTable } from './job-table';
import { JOBS_PAGE_SIZE } from './jobs-url';
import { NoAccessMessage } from './no-access';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useJobActions } from './use-job-actions';

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
