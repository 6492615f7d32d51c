'use client';

import { useCallback } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { useReferralJobs, type ReferralJob } from '@/lib/referrals/hooks';
import { JobSearchFilters, type FilterErrors, type JobFilters } from './job-search-filters';
import { JobSearchResults } from './job-search-results';
import { isFiltered, NO_FILTERS, searchOf, useJobSearchUrl } from './job-search-url';

const FILTER_NAMES = new Set<string>(Object.keys(NO_FILTERS));

// The API words its checks for developers ("Must not be below minExp"); the form names its boxes.
const PLAIN: Record<string, string> = { 'Must not be below minExp': 'Must not be below the minimum experience' };

/** The API's complaints about the filters (`query.maxExp`), keyed by the filter they belong beside. */
function filterErrors(error: unknown): FilterErrors {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const errors: FilterErrors = {};
  for (const { path, message } of error.errors) {
    const name = path.replace(/^query\./, '');
    if (FILTER_NAMES.has(name)) errors[name as keyof JobFilters] ??= PLAIN[message] ?? message;
  }
  return errors;
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
