// How the product's own notices write days and comments: as people say them ("Mon 7 Dec"), in the
// organisation's calendar, with the year only when it is not this one. Times ("09:31") are formatClock's
// (lib/time.ts), the pages' own format.
import { orgDate } from '@/lib/time';
import type { DesignComponent } from './schemas';

// Calendar dates are read at midnight UTC, so formatting in UTC keeps the day the date names.
const sameYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const otherYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** "2026-12-07" -> "Mon 7 Dec"; "Mon 7 Dec 2027" in another year. */
export function dayWords(isoDate: string, today: string = orgDate()): string {
  const format = isoDate.slice(0, 4) === today.slice(0, 4) ? sameYear : otherYear;
  return format.format(new Date(`${isoDate}T00:00:00Z`)).replace(',', '');
}

/** "Mon 7 Dec to Tue 8 Dec", or one day. */
export function spanWords(start: string, end: string, today?: string): string {
  return start === end ? dayWords(start, today) : `${dayWords(start, today)} to ${dayWords(end, today)}`;
}

/** The decider's comment as a line of its own; nothing when they gave none. */
export function commentComponents(decider: string, comment: string | null | undefined): DesignComponent[] {
  return comment ? [{ type: 'text', label: `${decider}’s comment: “${comment}”` }] : [];
}
