// Words for leave values. Leave dates are calendar dates, so they are formatted in UTC: read in the
// viewer's zone, "2026-08-15" could show as the 14th.
import type { LeaveDuration } from '@/lib/leave/constants';

const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const amount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

export const LEAVE_DURATION_LABELS: Record<LeaveDuration, string> = {
  full_day: 'Full day',
  first_half: 'First half',
  second_half: 'Second half',
};

function utc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** "15 Aug": for lists of days within a year the reader already knows. */
export function formatShortDay(isoDate: string): string {
  return shortDay.format(utc(isoDate));
}

/** "Fri, 14 Aug 2026", or "Fri, 14 Aug 2026 – Mon, 17 Aug 2026" for a range. */
export function formatLeaveDates(startDate: string, endDate: string): string {
  const start = fullDay.format(utc(startDate));
  return startDate === endDate ? start : `${start} – ${fullDay.format(utc(endDate))}`;
}

/** 11 -> "11", 0.5 -> "0.5": balances and charges move in half days. */
export function formatAmount(days: number): string {
  return amount.format(days);
}

/** "1 day", "0.5 days", "3 days". */
export function formatDayCount(days: number): string {
  return `${formatAmount(days)} ${days === 1 ? 'day' : 'days'}`;
}
