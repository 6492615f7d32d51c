'use client';

import { useEffect, useState } from 'react';
import { PunchCard } from '@/components/attendance/punch/card';
import { punchDayState, punchRows } from '@/components/attendance/punch/rows';
import { usePunchQueue } from '@/components/attendance/punch/use-queue';
import { useOrgTime } from '@/components/ui/org-time';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePunchDetail } from '@/lib/attendance/hooks';
import { todayState, todayWords } from './today-state';

/** The organisation's wall-clock time when the server rendered the page, and that instant (epoch ms). */
export type RenderedAt = { time: string; at: number };

const MINUTE_MS = 60_000;

/**
 * The organisation's wall-clock time now, moving on each minute. It starts from the server's reading, so
 * the browser's first render agrees with the server's HTML, and it is worked out from the time elapsed
 * since (the browser's own clock may sit in another zone, or be a few minutes off).
 */
function useOrgClock(rendered: RenderedAt): string {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const tick = () => setElapsed(Date.now() - rendered.at);
    const timer = window.setInterval(tick, MINUTE_MS);
    return () => window.clearInterval(timer);
  }, [rendered.at]);
  const [h, m, s] = rendered.time.split(':').map(Number);
  const seconds = Math.min(((h ?? 0) * 60 + (m ?? 0)) * 60 + (s ?? 0) + Math.floor(Math.max(0, elapsed) / 1000), 24 * 3600 - 1);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

type TodayCardProps = { username: string; today: string; timeZone: string; rendered: RenderedAt };

/** Today's attendance in a line ("In since 09:30 · 4h 12m") above the punch button. */
export function TodayCard({ username, today, timeZone, rendered }: TodayCardProps) {
  const now = useOrgClock(rendered);
  const detail = usePunchDetail(username, today);
  const queue = usePunchQueue(username);
  const office = detail.data?.office;
  const rows = punchRows({ today, recorded: detail.data?.items ?? [], queue: queue.queue, synced: queue.synced, sendingKey: queue.sendingKey, office });
  const { clock } = useOrgTime();
  // Unknown until today's punches load, unless one already waits on this device.
  const day = detail.data || rows.some((r) => r.role !== null) ? punchDayState(rows) : undefined;

  let state;
  if (detail.isError && !detail.data) {
    state = <RetryAlert title="Today’s punches could not be loaded" error={detail.error} retrying={detail.isFetching} onRetry={() => void detail.refetch()} />;
  } else if (!detail.data) {
    state = <Skeleton className="h-7 w-2/3" />;
  } else {
    state = <p className="text-xl font-semibold text-gray-900">{todayWords(todayState(rows, now), clock)}</p>;
  }

  return (
    <section aria-labelledby="today-heading" className="space-y-4">
      <div>
        <h2 id="today-heading" className="text-lg font-semibold text-gray-900">
          Today
        </h2>
        {/* Not a live region: it moves each minute while in; the punch card announces each punch. */}
        <div className="mt-1">{state}</div>
      </div>
      <PunchCard timeZone={timeZone} office={office} day={day} waiting={queue.queue} keep={queue.keep} />
    </section>
  );
}
