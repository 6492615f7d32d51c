'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/components/ui/date-words';
import { useOrgTime } from '@/components/ui/org-time';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import type { PunchDetail } from '@/lib/attendance/hooks';
import { describeDistance } from '@/lib/attendance/geo';
import type { PunchRow as Row } from './rows';

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

const SOURCE_LABELS = { web: 'Web', api: 'API' } as const;

type PunchRowProps = { row: Row; today: string; onDismiss: (key: string) => void };

/** One punch: its time and place in the day, where it was made, how it came, and whether it still waits on this device. */
function PunchRow({ row, today, onDismiss }: PunchRowProps) {
  const { clock } = useOrgTime();
  const onDevice = row.state === 'waiting' || row.state === 'sending' || row.state === 'refused';
  return (
    // The id lets a test find its own punch when two share a second (data-* is not read out).
    <li data-punch-id={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-gray-200 bg-white p-3">
      <p className="flex items-baseline gap-2">
        <time dateTime={`${row.date}T${row.time}`} className="text-lg font-semibold text-gray-900 tabular-nums">
          {row.date === today ? clock(row.time) : `${formatDate(row.date)}, ${clock(row.time)}`}
        </time>
        {row.role ? <span className="text-sm font-medium text-gray-700">{row.role}</span> : null}
      </p>
      <FenceBadge distanceMeters={row.distanceMeters} insideGeofence={row.insideGeofence} />
      <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        {row.source ? <span>{SOURCE_LABELS[row.source]}</span> : null}
        {!onDevice && row.sentLate ? <Badge tone="bg-sky-50 text-sky-950 ring-sky-500">Sent late</Badge> : null}
        {row.state === 'synced' ? <Badge tone="bg-green-50 text-green-900 ring-green-600">Synced</Badge> : null}
        {row.state === 'waiting' ? <span className="font-medium text-sky-900">Queued — will be sent when you are back online</span> : null}
        {row.state === 'sending' ? (
          <span className="inline-flex items-center gap-1">
            <Spinner /> Sending…
          </span>
        ) : null}
      </div>
      {row.review ? <ReviewNote review={row.review} /> : null}
      {row.state === 'refused' ? (
        <div className="flex w-full flex-wrap items-center gap-2 text-sm text-red-900">
          <p>
            <span className="font-semibold">Not accepted:</span> {row.refusal}
          </p>
          <Button variant="secondary" onClick={() => onDismiss(row.id)}>
            Dismiss<span className="sr-only"> the punch at {clock(row.time)}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** What the approver made of a punch from outside the fence: waiting, accepted, or rejected (with why). */
function ReviewNote({ review }: { review: NonNullable<Row['review']> }) {
  const comment = review.comments ? ` “${review.comments}”` : '';
  if (review.status === 'pending') return <p className="w-full text-sm text-amber-950">Waiting for your approver to review this punch.</p>;
  if (review.status === 'accepted') return <p className="w-full text-sm text-green-900">Accepted on review.{comment}</p>;
  return (
    <p className="w-full text-sm text-red-900">
      <span className="font-semibold">Rejected on review:</span> it does not count towards your day.{comment}
    </p>
  );
}

/** A punch against the office's fence: the distance and inside or outside in words; the colour only repeats them. */
function FenceBadge({ distanceMeters, insideGeofence }: { distanceMeters: number | null; insideGeofence: boolean | null }) {
  if (distanceMeters === null || insideGeofence === null) return <Badge tone="bg-gray-100 text-gray-900 ring-gray-400">No position</Badge>;
  return (
    <span className="inline-flex items-center gap-2 text-sm text-gray-700">
      {insideGeofence ? (
        <Badge tone="bg-green-50 text-green-900 ring-green-600">Inside</Badge>
      ) : (
        <Badge tone="bg-amber-50 text-amber-950 ring-amber-500">Outside</Badge>
      )}
      {describeDistance(distanceMeters)} from the office
    </span>
  );
}
