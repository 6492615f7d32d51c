'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ApiRequestError } from '@/lib/client/fetch-json';

type Page<T> = { items: T[]; offset: number; total: number };

type ListResultsProps<T> = {
  query: UseQueryResult<Page<T>>;
  /** id of the section (a link target) and its heading */
  id: string;
  heading: string;
  /** plural noun for status lines: "Loading jobs…", "The jobs could not be loaded" */
  noun: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  skeleton: ReactNode;
  /** when the list is empty because of the filters */
  noMatches: ReactNode;
  /** when the list is empty without filters (default: noMatches) */
  empty?: ReactNode;
  filtered?: boolean;
  /** shown instead of an error on a 403 */
  forbidden?: ReactNode;
  /** filters that belong to the list (a job's stages), between its heading and its results */
  controls?: ReactNode;
  children: (items: T[]) => ReactNode;
};

/**
 * A paginated list's states, the same on every list page: loading, failed with a retry, no access,
 * empty, past the end, and the items with a status line that screen readers announce.
 */
export function ListResults<T>(props: ListResultsProps<T>) {
  const { query, id, heading, noun, page, pageSize, onPage } = props;
  const { data } = query;
  const stale = query.isPlaceholderData;
  const forbidden = query.error instanceof ApiRequestError && query.error.status === 403 && props.forbidden;

  let status = '';
  let body: ReactNode;
  if (query.isError) {
    body = forbidden || <RetryAlert title={`The ${noun} could not be loaded`} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  } else if (!data || (stale && data.total === 0)) {
    // An empty previous answer would read as "nothing here" for the new filters: show the skeleton instead.
    status = `Loading ${noun}…`;
    body = props.skeleton;
  } else if (data.total === 0) {
    status = props.filtered !== false ? 'No results' : `No ${noun}`;
    body = props.filtered === false && props.empty ? props.empty : props.noMatches;
  } else if (data.items.length === 0) {
    status = `No results on page ${page}`;
    body = <EmptyState title="This page is past the end of the list." action={<Button variant="secondary" onClick={() => onPage(1)}>Go to the first page</Button>} />;
  } else {
    status = `Showing ${data.offset + 1}–${data.offset + data.items.length} of ${data.total}`;
    body = <div className={cx(stale && 'opacity-60')}>{props.children(data.items)}</div>;
  }

  // The previous answer stays on screen while the next loads, but its count would be wrong.
  if (stale) status = `Loading ${noun}…`;
  const pageCount = data ? Math.ceil(data.total / pageSize) : 0;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} aria-busy={query.isFetching} className="scroll-mt-4 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
          {heading}
        </h2>
        <p role="status" className="text-sm text-gray-700">
          {status}
        </p>
      </div>
      {props.controls}
      {body}
      {data && data.total > 0 && !query.isError ? <Pagination page={page} pageCount={pageCount} onPage={onPage} /> : null}
    </section>
  );
}
