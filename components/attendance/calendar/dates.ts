// Month arithmetic for the calendar. Days are calendar dates, so everything is worked in UTC: read in the
// viewer's zone, "2026-11-01" could land on 31 October.
import { DAY_STATUS_LABELS, type DayStatus } from '@/lib/attendance/constants';
import type { AttendanceDay } from '@/lib/attendance/hooks';
import { calendarWords, shortWeekday, weekdayDate } from '@/components/ui/date-words';
import { addDays } from '@/lib/time';

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "2026-11-03" -> "Tue, 3 Nov, 2026". */
export const formatDay = (date: string) => calendarWords(date, weekdayDate);
/** "2026-11-03" -> "Tue". */
export const weekdayOf = (date: string) => calendarWords(date, shortWeekday);

/** The month `delta` months after `month` (YYYY-MM). */
export function shiftMonth(month: string, delta: number): string {
  const d = utc(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + delta);
  return d.toISOString().slice(0, 7);
}

/** Every date of a month, in order. */
export function datesOf(month: string): string[] {
  const dates: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** How many cells come before the 1st in a week starting on Monday. */
export const leadingBlanks = (month: string) => (utc(`${month}-01`).getUTCDay() + 6) % 7;

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** 465 -> "7h 45m", 480 -> "8h", 45 -> "45m". */
export function formatWorked(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m}m`;
  return m ? `${h}h ${m}m` : `${h}h`;
}

/** Today is not over: with no punch yet it is not "absent". */
export function statusLabel(day: AttendanceDay, today: string): string {
  if (day.date === today && day.status === 'absent') return 'No punch yet';
  return DAY_STATUS_LABELS[day.status];
}

export const STATUS_TONES: Record<DayStatus, string> = {
  present: 'bg-green-50 text-green-900 ring-green-600',
  absent: 'bg-red-50 text-red-900 ring-red-400',
  half_day: 'bg-amber-50 text-amber-950 ring-amber-500',
  on_leave: 'bg-sky-50 text-sky-950 ring-sky-500',
  holiday: 'bg-violet-50 text-violet-900 ring-violet-400',
  weekend: 'bg-gray-100 text-gray-900 ring-gray-400',
  regularised: 'bg-teal-50 text-teal-900 ring-teal-600',
};
