// Which days of a leave request count: one pure function shared by the API, which charges the balance
// with it and lists a team's leave days, and the pages, which show the count as dates are picked and
// shade the team's calendar. No server imports.
import type { LeaveDuration } from './constants';
import { WEEKEND_DAYS } from './constants';

export interface NonWorkingDay {
  date: string;
  reason: string;
}

export interface LeaveDays {
  /** Working days charged: whole days, or 0.5 for a half day. */
  days: number;
  /** The days in the range that are not charged, with why (weekend or the holiday's name). */
  skipped: NonWorkingDay[];
}

const MAX_SPAN_DAYS = 366;

/** Every date from `startDate` to `endDate` (inclusive, YYYY-MM-DD), at most a year of them. */
export function* datesBetween(startDate: string, endDate: string): Generator<string> {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  let at = Date.parse(`${startDate}T00:00:00Z`);
  for (let i = 0; at <= end && i < MAX_SPAN_DAYS; i++, at += 86_400_000) yield new Date(at).toISOString().slice(0, 10);
}

/** Why `date` is not a working day (the holiday's name, or "Weekend"), or null when it is one. */
export function nonWorkingReason(date: string, holidays: ReadonlyMap<string, string>): string | null {
  const holiday = holidays.get(date);
  if (holiday) return holiday;
  return WEEKEND_DAYS.includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ? 'Weekend' : null;
}

/** What one working day of leave of this duration charges: 1, or 0.5 for a half. */
export function dayCharge(duration: LeaveDuration): number {
  return duration === 'full_day' ? 1 : 0.5;
}

/**
 * The working days from `startDate` to `endDate` (inclusive, YYYY-MM-DD), without weekends and the
 * given holidays (date -> name). A half day counts 0.5 and only exists for a single day.
 */
export function countLeaveDays(startDate: string, endDate: string, duration: LeaveDuration, holidays: ReadonlyMap<string, string>): LeaveDays {
  const skipped: NonWorkingDay[] = [];
  let working = 0;
  for (const date of datesBetween(startDate, endDate)) {
    const reason = nonWorkingReason(date, holidays);
    if (reason) skipped.push({ date, reason });
    else working += 1;
  }
  return { days: working * dayCharge(duration), skipped };
}
