'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { plainMessage } from '@/components/ui/form/use-operation-form';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { useReferralJobs, type ReferralJob, type ReferralJobPage } from '@/lib/referrals/hooks';
import { REFERRAL_MESSAGES } from '../messages';
import { ReferralJobCard } from './job-card';
import { JobSearchFilters, type FilterErrors, type JobFilters } from './search-filters';
import { isFiltered, JOBS_PAGE_SIZE, NO_FILTERS, searchOf, useJobSearchUrl } from './search-url';

const FILTER_NAMES = new Set<string>(Object.keys(NO_FILTERS));

/** The API's complaints about the filters (`query.maxExp`), in the words of the boxes, keyed by the filter they belong beside. */
function filterErrors(error: unknown): FilterErrors {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const errors: FilterErrors = {};
  for (const { path, message } of error.errors) {
    const name = path.replace(/^query\./, '');
    if (FILTER_NAMES.has(name)) errors[name as keyof JobFilters] ??= plainMessage(REFERRAL_MESSAGES, message);
  }
  return errors;
}

type JobSearchResultsProps = {
  query: UseQueryResult<ReferralJobPage>;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
  onRefer: (job: ReferralJob) => void;
};

function JobSearchResults({ query, page, filtered, onPage, onClear, onRefer }: JobSearchResultsProps) {
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

/** Finding a job to refer someone to: the filters (kept in the URL) and a page of matching jobs. */
export function JobSearch({ onRefer }: { onRefer: (job: ReferralJob) => void }) {
  const [state, update] = useJobSearchUrl();
  const query = useReferralJobs(searchOf(state));
  const serverErrors = filterErrors(query.error);

  const onApply = useCallback((filters: JobFilters) => update(filters), [update]);
  const onClear = useCallback(() => update(NO_FILTERS), [update]);
  const onPage = useCallback(
    (page: number) => {
      update({ page });
      document.getElementById('jobs')?.scrollIntoView({ block: 'start' });
    },
    [update],
  );

  return (
    <div className="space-y-6">
      <JobSearchFilters state={state} serverErrors={serverErrors} onApply={onApply} />
      {Object.keys(serverErrors).length ? (
        <section id="jobs" aria-labelledby="jobs-heading" className="space-y-4">
          <h2 id="jobs-heading" className="text-lg font-semibold text-gray-900">
            Matching jobs
          </h2>
          <EmptyState title="These filters cannot be searched.">Correct the filters marked above, then search again.</EmptyState>
        </section>
      ) : (
        <JobSearchResults query={query} page={state.page} filtered={isFiltered(state)} onPage={onPage} onClear={onClear} onRefer={onRefer} />
      )}
    </div>
  );
}
