// Words for leave values. Leave dates are calendar dates, so they are formatted in UTC: read in the
// viewer's zone, "2026-08-15" could show as the 14th.
import { calendarWords, dayShortMonth, weekdayDate } from '@/components/ui/date-words';
import type { LeaveDuration } from '@/lib/leave/constants';

export const LEAVE_DURATION_LABELS: Record<LeaveDuration, string> = {
  full_day: 'Full day',
  first_half: 'First half',
  second_half: 'Second half',
};

/** "15 Aug": for lists of days within a year the reader already knows. */
export function formatShortDay(isoDate: string): string {
  return calendarWords(isoDate, dayShortMonth);
}

/** "Fri, 14 Aug, 2026", or "Fri, 14 Aug, 2026 – Mon, 17 Aug, 2026" for a range. */
export function formatLeaveDates(startDate: string, endDate: string): string {
  const start = calendarWords(startDate, weekdayDate);
  return startDate === endDate ? start : `${start} – ${calendarWords(endDate, weekdayDate)}`;
}

/** 11 -> "11", 0.5 -> "0.5": balances and charges move in half days (and never reach the thousands Intl would group). */
export function formatAmount(days: number): string {
  return String(Math.round(days * 10) / 10);
}

/** "1 day", "0.5 days", "3 days". */
export function formatDayCount(days: number): string {
  return `${formatAmount(days)} ${days === 1 ? 'day' : 'days'}`;
}
