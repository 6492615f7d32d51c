'use client';

import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/empty-state';
import { useDirectory, type DirectoryParams } from '@/lib/directory/hooks';
import { errorMessage } from '@/lib/http/fetch-json';
import { PAGE_SIZE } from './directory-url';
import { Pagination } from './pagination';
import { PersonCard } from './person-card';
import { ResultsSkeleton } from './results-skeleton';

type DirectoryResultsProps = {
  params: DirectoryParams;
  page: number;
  onPage: (page: number) => void;
  onClear: () => void;
};

export function DirectoryResults({ params, page, onPage, onClear }: DirectoryResultsProps) {
  const directory = useDirectory(params);
  const { data } = directory;

  let status = '';
  let body: ReactNode;
  if (directory.isError) {
    body = (
      <Alert
        title="The directory could not be loaded"
        action={
          <Button variant="secondary" onClick={() => void directory.refetch()} disabled={directory.isFetching}>
            Retry
          </Button>
        }
      >
        {errorMessage(directory.error)}
      </Alert>
    );
  } else if (!data) {
    status = 'Loading people…';
    body = <ResultsSkeleton />;
  } else if (data.total === 0) {
    status = 'No results';
    body = (
      <EmptyState title="No one matches these filters." action={<Button variant="secondary" onClick={onClear}>Clear filters</Button>}>
        Try a shorter search, or another business unit or location.
      </EmptyState>
    );
  } else if (data.items.length === 0) {
    status = `No results on page ${page}`;
    body = (
      <EmptyState title="This page is past the end of the results." action={<Button variant="secondary" onClick={() => onPage(1)}>Go to the first page</Button>} />
    );
  } else {
    status = `Showing ${data.offset + 1}–${data.offset + data.items.length} of ${data.total}`;
    body = (
      <ul className={cx('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', directory.isPlaceholderData && 'opacity-60')}>
        {data.items.map((person) => (
          <PersonCard key={person.username} person={person} />
        ))}
      </ul>
    );
  }

  // The previous answer stays on screen while the next loads, but its count would be wrong.
  if (directory.isPlaceholderData) status = 'Loading people…';
  const pageCount = data ? Math.ceil(data.total / PAGE_SIZE) : 0;
  return (
    <section id="results" aria-labelledby="results-heading" aria-busy={directory.isFetching} className="scroll-mt-4 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" className="text-lg font-semibold text-gray-900">
          People
        </h2>
        <p role="status" className="text-sm text-gray-700">
          {status}
        </p>
      </div>
      {body}
      {data && data.total > 0 && !directory.isError ? <Pagination page={page} pageCount={pageCount} onPage={onPage} /> : null}
    </section>
  );
}
