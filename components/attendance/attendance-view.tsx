'use client';

import { usePunchDetail } from '@/lib/attendance/hooks';
import { MonthCalendar } from './month-calendar';
import { OfflineBanner } from './offline-banner';
import { PunchCard } from './punch-card';
import { punchRows } from './punch-rows';
import { TodayPunches } from './today-punches';
import { useOnline } from './use-online';
import { usePunchQueue } from './use-punch-queue';

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
  const punchedToday = rows.some((r) => r.role === 'In') ? true : detail.data ? false : undefined;

  return (
    <div className="space-y-10">
      {/* Always there, so going offline is announced; out of the flow while empty, so it leaves no gap. */}
      <div role="status" className={online ? 'sr-only' : undefined}>
        {online ? null : <OfflineBanner />}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <PunchCard timeZone={timeZone} office={office} punchedToday={punchedToday} keep={queue.keep} />
        <TodayPunches today={today} detail={detail} rows={rows} announcement={queue.announcement} held={queue.held} onDismiss={queue.dismiss} />
      </div>
      <MonthCalendar username={username} today={today} regulariseMaxDays={regulariseMaxDays} />
    </div>
  );
}
