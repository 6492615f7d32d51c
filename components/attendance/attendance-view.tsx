'use client';

import { useSyncExternalStore } from 'react';
import { usePunchDetail } from '@/lib/attendance/hooks';
import { MonthCalendar } from './calendar/month-calendar';
import { PunchCard } from './punch/card';
import { punchDayState, punchRows } from './punch/rows';
import { TodayPunches } from './punch/today-punches';
import { usePunchQueue } from './punch/use-queue';

type AttendanceViewProps = {
  username: string;
  /** The organisation's date today and its time zone (the server knows them), in which punches are dated. */
  today: string;
  timeZone: string;
  /** How many days back a regularisation may reach. */
  regulariseMaxDays: number;
};

/** Punching in and out (kept on the device while offline), today's punches, and the month with its regularisations. */
export function AttendanceView({ username, today, timeZone, regulariseMaxDays }: AttendanceViewProps) {
  const online = useOnline();
  const detail = usePunchDetail(username, today);
  const queue = usePunchQueue(username);
  const office = detail.data?.office;
  const rows = punchRows({ today, recorded: detail.data?.items ?? [], queue: queue.queue, synced: queue.synced, sendingKey: queue.sendingKey, office });
  // Unknown until today's punches load, unless one already waits on this device.
  const day = detail.data || rows.some((r) => r.role !== null) ? punchDayState(rows) : undefined;

  return (
    <div className="space-y-10">
      {/* Always there, so going offline is announced; out of the flow while empty, so it leaves no gap. */}
      <div role="status" className={online ? 'sr-only' : undefined}>
        {online ? null : <OfflineBanner />}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <PunchCard timeZone={timeZone} office={office} day={day} waiting={queue.queue} keep={queue.keep} />
        <TodayPunches today={today} detail={detail} rows={rows} announcement={queue.announcement} held={queue.held} onDismiss={queue.dismiss} />
      </div>
      <MonthCalendar username={username} today={today} regulariseMaxDays={regulariseMaxDays} />
    </div>
  );
}

/** Shown while the browser has no connection, so a punch kept on the device is no surprise. */
function OfflineBanner() {
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <span className="font-semibold">You are offline.</span> A punch made now is kept on this device with its time and sent as soon as the
      connection returns.
    </p>
  );
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a connection; the server render assumes it does. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
