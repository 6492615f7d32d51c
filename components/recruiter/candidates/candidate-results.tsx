'use client';

import type { ReactNode } from 'react';
import { Pagination } from '@/components/directory/pagination';
import { JobListSkeleton } from '@/components/recruiter/job-list-skeleton';
import { NoAccessMessage } from '@/components/recruiter/no-access';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/empty-state';
import { useCandidates, type CandidateListParams } from '@/lib/candidates/hooks';
import { ApiRequestError, errorMessage } from '@/lib/http/fetch-json';
import { CandidateCards } from './candidate-cards';
import { AddCandidateLink } from './candidate-link';
import { CandidateTable } from './candidate-table';
import { CANDIDATES_PAGE_SIZE } from './candidates-url';

type CandidateResultsProps = {
  params: CandidateListParams;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
};

export function CandidateResults({ params, page, filtered, onPage, onClear }: CandidateResultsProps) {
  const candidates = useCandidates(params);
  const { data } = candidates;

  let status = '';
  let body: ReactNode;
  if (candidates.isError && candidates.error instanceof ApiRequestError && candidates.error.status === 403) {
    body = <NoAccessMessage />;
  } else if (candidates.isError) {
    body = (
      <Alert
        title="The candidates could not be loaded"
        action={
          <Button variant="secondary" onClick={() => void candidates.refetch()} disabled={candidates.isFetching}>
            Retry
          </Button>
        }
      >
        {errorMessage(candidates.error)}
      </Alert>
    );
  } else if (!data || (candidates.isPlaceholderData && data.total === 0)) {
    // An empty previous answer would read as "no candidates" for the new filters: show the skeleton instead.
    status = 'Loading candidates…';
    body = <JobListSkeleton />;
  } else if (data.total === 0 && filtered) {
    status = 'No results';
    body = (
      <EmptyState title="No candidates match these filters." action={<Button variant="secondary" onClick={onClear}>Clear filters</Button>}>
        Try part of the name, e-mail or mobile number, or another status or job.
      </EmptyState>
    );
  } else if (data.total === 0) {
    status = 'No candidates';
    body = (
      <EmptyState title="No candidates yet" action={<AddCandidateLink />}>
        Candidates arrive from the career site, from referrals and the API, or you can add one yourself.
      </EmptyState>
    );
  } else if (data.items.length === 0) {
    status = `No results on page ${page}`;
    body = <EmptyState title="This page is past the end of the list." action={<Button variant="secondary" onClick={() => onPage(1)}>Go to the first page</Button>} />;
  } else {
    status = `Showing ${data.offset + 1}–${data.offset + data.items.length} of ${data.total}`;
    body = (
      <div className={cx(candidates.isPlaceholderData && 'opacity-60')}>
        {/* Both are rendered; CSS shows one, and display:none keeps the other out of the accessibility tree. */}
        <div className="hidden lg:block">
          <CandidateTable candidates={data.items} />
        </div>
        <div className="lg:hidden">
          <CandidateCards candidates={data.items} />
        </div>
      </div>
    );
  }

  // The previous answer stays on screen while the next loads, but its count would be wrong.
  if (candidates.isPlaceholderData) status = 'Loading candidates…';
  const pageCount = data ? Math.ceil(data.total / CANDIDATES_PAGE_SIZE) : 0;
  return (
    <section id="candidates" aria-labelledby="candidates-heading" aria-busy={candidates.isFetching} className="scroll-mt-4 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="candidates-heading" className="text-lg font-semibold text-gray-900">
          {filtered ? 'Matching candidates' : 'All candidates'}
        </h2>
        <p role="status" className="text-sm text-gray-700">
          {status}
        </p>
      </div>
      {body}
      {data && data.total > 0 && !candidates.isError ? <Pagination page={page} pageCount={pageCount} onPage={onPage} /> : null}
    </section>
  );
}
