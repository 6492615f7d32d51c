'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { RecordListSkeleton } from '@/components/ui/record-list-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import type { ReferralJob, ReferralJobPage } from '@/lib/referrals/hooks';
import { JOBS_PAGE_SIZE } from './job-search-url';
import { ReferralJobCard } from './referral-job-card';

type JobSearchResultsProps = {
  query: UseQueryResult<ReferralJobPage>;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
  onRefer: (job: ReferralJob) => void;
};

export function JobSearchResults({ query, page, filtered, onPage, onClear, onRefer }: JobSearchResultsProps) {
  return (
    <ListResults
      query={query}
      id="jobs"
      heading={filtered ? 'Matching jobs' : 'Jobs open for referral'}
      noun="jobs"
      page={page}
      pageSize={JOBS_PAGE_SIZE}
      onPage={onPage}
      skeleton={<RecordListSkeleton />}
      filtered={filtered}
      noMatches={
        <EmptyState title="No jobs open for referral match these filters." action={<Button variant="secondary" onClick={onClear}>Clear filters</Button>}>
          Try fewer or shorter keywords, more skills, or a wider experience range.
        </EmptyState>
      }
      empty={<EmptyState title="No jobs are open for referral right now.">Recruiters publish jobs here when they want referrals; look again soon.</EmptyState>}
    >
      {(jobs) => (
        <ul className="space-y-3">
          {jobs.map((job) => (
            <ReferralJobCard key={job.jobCode} job={job} onRefer={onRefer} />
          ))}
        </ul>
      )}
    </ListResults>
  );
}
