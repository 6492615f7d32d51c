import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/components/ui/format-date';
import { FenceBadge } from './fence-badge';
import type { PunchRow as Row } from './punch-rows';
import { clockOf } from './punch-wording';

const SOURCE_LABELS = { web: 'Web', api: 'API' } as const;

type PunchRowProps = { row: Row; today: string; onDismiss: (key: string) => void };

/** One punch: its time and place in the day, where it was made, how it came, and whether it still waits on this device. */
export function PunchRow({ row, today, onDismiss }: PunchRowProps) {
  const onDevice = row.state === 'waiting' || row.state === 'sending' || row.state === 'refused';
  return (
    // The id lets a test find its own punch when two share a second (data-* is not read out).
    <li data-punch-id={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-gray-200 bg-white p-3">
      <p className="flex items-baseline gap-2">
        <time dateTime={`${row.date}T${row.time}`} className="text-lg font-semibold text-gray-900 tabular-nums">
          {row.date === today ? clockOf(row.time) : `${formatDate(row.date)}, ${clockOf(row.time)}`}
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
      {row.state === 'refused' ? (
        <div className="flex w-full flex-wrap items-center gap-2 text-sm text-red-900">
          <p>
            <span className="font-semibold">Not accepted:</span> {row.refusal}
          </p>
          <Button variant="secondary" onClick={() => onDismiss(row.id)}>
            Dismiss<span className="sr-only"> the punch at {clockOf(row.time)}</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
