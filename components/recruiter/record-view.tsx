'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { LoadingView, skeletonBars } from '@/components/ui/skeleton';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import { NoAccessMessage } from './no-access';

type RecordSkeletonProps = {
  /** "Job", "Candidate": the page's heading for screen readers */
  noun: string;
  /** the class of the bar under the name, as wide as that record's status line */
  statusBar: string;
  /** the body's placeholders */
  children: ReactNode;
};

/** A record page while it loads: the header (id, name, status line) that every record shows, then its body. */
export function RecordSkeleton({ noun, statusBar, children }: RecordSkeletonProps) {
  return (
    <LoadingView status={`Loading the ${noun.toLowerCase()}…`} heading={noun}>
      <div className="space-y-2">{skeletonBars(['h-4 w-28', 'h-8 w-72 max-w-full', statusBar])}</div>
      {children}
    </LoadingView>
  );
}

type RecordViewProps<T> = {
  query: UseQueryResult<T>;
  /** "Job", "Candidate": headings of the failure states */
  noun: string;
  back: { href: string; label: string };
  /** What to say when there is no such record (default: the server's message) */
  notFound?: ReactNode;
  skeleton: ReactNode;
  children: (record: T) => ReactNode;
};

/**
 * One recruiter record page's states: loading, no access, not found, failed with a retry, and the
 * record itself with a link back to its list.
 */
export function RecordView<T>({ query, noun, back, notFound, skeleton, children }: RecordViewProps<T>) {
  const status = query.error instanceof ApiRequestError ? query.error.status : 0;
  const backLink = (
    <Link href={back.href} className="text-sm font-medium text-indigo-800 underline">
      {back.label}
    </Link>
  );
  const failed = (title: string, body: ReactNode) => (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      {body}
      {backLink}
    </div>
  );

  if (query.isError && status === 403) return failed(noun, <NoAccessMessage />);
  // A malformed id (400) is as missing as an unknown one, for someone who followed a link.
  if (query.isError && (status === 404 || status === 400)) return failed(`${noun} not found`, notFound ?? <Alert>{errorMessage(query.error)}</Alert>);
  if (query.isError) {
    return failed(
      noun,
      <RetryAlert title={`The ${noun.toLowerCase()} could not be loaded`} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />,
    );
  }
  if (!query.data) return skeleton;
  return (
    <div className="space-y-4">
      {backLink}
      {children(query.data)}
    </div>
  );
}
