// How the team's leave days read on the approvals page: "Mon 7 Dec", runs of days as "Mon 7 – Wed 9 Dec",
// and each day's type and status in words. Leave dates are calendar dates, read in UTC.
import { calendarWords, dayShortMonth, shortWeekday } from '@/components/ui/date-words';
import { LEAVE_STATUS_LABELS, LEAVE_TYPE_NAMES } from '@/lib/leave/constants';
import type { TeamLeaveDay } from '@/lib/leave/hooks';
import { addDays } from '@/lib/time';

/** "2026-12-07" -> "Mon 7 Dec". */
export const dayWords = (date: string) => calendarWords(date, (d) => `${shortWeekday(d)} ${dayShortMonth(d)}`);

/** "Casual leave, approved", "Sick leave, pending, half day": what a day of leave is, in full. */
export function leaveDayWords(day: Pick<TeamLeaveDay, 'leaveType' | 'status' | 'duration'>): string {
  const half = day.duration < 1 ? ', half day' : '';
  return `${LEAVE_TYPE_NAMES[day.leaveType]}, ${LEAVE_STATUS_LABELS[day.status].toLowerCase()}${half}`;
}

/** Days of one person that read as one stretch: calendar-consecutive, of the same status and length. */
export type DayRun = { first: string; last: string; status: TeamLeaveDay['status']; half: boolean };

/** A person's days (in date order) as stretches: Mon, Tue and Wed approved are one; Fri after them is another. */
export function dayRuns(days: readonly TeamLeaveDay[]): DayRun[] {
  const runs: DayRun[] = [];
  for (const day of days) {
    const half = day.duration < 1;
    const last = runs.at(-1);
    if (last && addDays(last.last, 1) === day.date && last.status === day.status && last.half === half) last.last = day.date;
    else runs.push({ first: day.date, last: day.date, status: day.status, half });
  }
  return runs;
}

/** "Mon 7 Dec" or "Mon 7 – Wed 9 Dec". */
export function runDates({ first, last }: Pick<DayRun, 'first' | 'last'>): string {
  return first === last ? dayWords(first) : `${dayWords(first)} – ${dayWords(last)}`;
}

/** "approved", "pending, half day". */
export function runStatus({ status, half }: Pick<DayRun, 'status' | 'half'>): string {
  return `${LEAVE_STATUS_LABELS[status].toLowerCase()}${half ? ', half day' : ''}`;
}
