// Words for leave values, and the apply form's live count in words. Leave dates are calendar dates, so
// they are formatted in UTC: read in the viewer's zone, "2026-08-15" could show as the 14th.
import { calendarWords, dayShortMonth, weekdayDate } from '@/components/ui/date-words';
import type { LeaveDuration } from '@/lib/leave/constants';
import type { LeaveDays, NonWorkingDay } from '@/lib/leave/working-days';

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

// The apply form's live count in words, e.g. "3 working days — 15 Aug (Independence Day) and the
// weekend are not counted", so a person sees why the count is less than the days they picked.

/** "a", "a and b", "a, b, and c" (as Intl.ListFormat says it in English, without loading Intl's data). */
function inAList(parts: string[]): string {
  if (parts.length <= 2) return parts.join(' and ');
  return `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}`;
}
const DAY_MS = 86_400_000;

function workingDaysPhrase(days: number): string {
  if (days === 0.5) return 'Half a working day';
  return `${formatAmount(days)} working ${days === 1 ? 'day' : 'days'}`;
}

/** "the weekend" when the skipped weekend days are one Saturday-and-Sunday (or one of them), else a count. */
function weekendPhrase(weekend: NonWorkingDay[]): { text: string; plural: boolean } | null {
  const [first, last] = [weekend[0], weekend[weekend.length - 1]];
  if (!first || !last) return null;
  const oneWeekend = weekend.length <= 2 && Date.parse(last.date) - Date.parse(first.date) <= DAY_MS;
  return oneWeekend ? { text: 'the weekend', plural: false } : { text: `${weekend.length} weekend days`, plural: true };
}

/** What was left out of the count and why, or null when every day picked is a working day. */
export function skippedPhrase(skipped: NonWorkingDay[]): string | null {
  const weekend = skipped.filter((d) => d.reason === 'Weekend');
  const holidays = skipped.filter((d) => d.reason !== 'Weekend').map((d) => `${formatShortDay(d.date)} (${d.reason})`);
  const weekends = weekendPhrase(weekend);
  const parts = weekends ? [...holidays, weekends.text] : holidays;
  if (parts.length === 0) return null;
  const plural = parts.length > 1 || Boolean(weekends?.plural);
  return `${inAList(parts)} ${plural ? 'are' : 'is'} not counted`;
}

/** The whole sentence for a count. */
export function describeLeaveDays({ days, skipped }: LeaveDays): string {
  if (days === 0) return 'No working days: every day picked is a weekend or a holiday, so there is nothing to apply for.';
  const why = skippedPhrase(skipped);
  return why ? `${workingDaysPhrase(days)} — ${why}.` : `${workingDaysPhrase(days)}.`;
}

/** The years a person plans or looks back on leave for: last year, this year and next, newest first. */
export function leaveYears(currentYear: number): number[] {
  return [currentYear + 1, currentYear, currentYear - 1];
}
