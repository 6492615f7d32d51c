'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/components/ui/format-date';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/retry-alert';
import type { PunchDetail } from '@/lib/attendance/hooks';
import { PunchRow } from './punch-row';
import type { PunchRow as Row } from './punch-rows';

type TodayPunchesProps = {
  today: string;
  detail: UseQueryResult<PunchDetail>;
  rows: Row[];
  /** Said when kept punches are sent or refused. */
  announcement: string;
  /** Why kept punches wait although the browser is online. */
  held: string | null;
  onDismiss: (key: string) => void;
};

/** Today's punches in time order, with those still kept on this device among them. */
export function TodayPunches({ today, detail, rows, announcement, held, onDismiss }: TodayPunchesProps) {
  const loading = !detail.data && !detail.isError;
  return (
    <section aria-labelledby="today-heading" aria-busy={detail.isFetching} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-heading" className="text-lg font-semibold text-gray-900">
          Today’s punches
        </h2>
        <p className="text-sm text-gray-700">{formatDate(today)}</p>
      </div>
      <p role="status" className="text-sm font-medium text-gray-900 empty:hidden">
        {loading ? <span className="sr-only">Loading today’s punches…</span> : announcement}
      </p>
      {held ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Punches kept on this device could not be sent yet: {held} They will be tried again.
        </p>
      ) : null}
      {detail.isError ? (
        <RetryAlert title="Today’s punches could not be loaded" error={detail.error} retrying={detail.isFetching} onRetry={() => void detail.refetch()} />
      ) : null}
      {rows.length ? (
        <ol className="space-y-2">
          {rows.map((row) => (
            <PunchRow key={row.id} row={row} today={today} onDismiss={onDismiss} />
          ))}
        </ol>
      ) : loading ? (
        <div aria-hidden="true" className="space-y-2">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : detail.data ? (
        <EmptyState title="No punches yet today">Your punches appear here, with how far from the office each was made.</EmptyState>
      ) : null}
    </section>
  );
}
