// The team's leave days as the approvals page reads them: which ranges to ask for, and who else is off
// during a request. Pure, for the browser and the tests alike.
import { addDays } from '@/lib/time';
import { TEAM_LEAVE_MAX_DAYS } from './constants';
import type { TeamLeaveDay } from './schemas';

/** A range of dates, both ends included, as the team endpoint takes it. */
export type DateRange = { from: string; to: string };

const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/**
 * Ranges, each within what one read may cover, that cover every request on screen: one, from the first
 * request's start to the last one's end, whenever that fits in a read (a page of requests waiting is
 * mostly the coming weeks); else a new range at each request out of reach. They never overlap, so no
 * day is listed twice.
 */
export function coveringRanges(requests: readonly { startDate: string; endDate: string }[], maxDays = TEAM_LEAVE_MAX_DAYS): DateRange[] {
  const ranges: DateRange[] = [];
  for (const { startDate, endDate } of [...requests].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    const last = ranges.at(-1);
    let from = last && startDate <= last.to ? addDays(last.to, 1) : startDate;
    if (from > endDate) continue;
    if (last && spanDays(last.from, endDate) <= maxDays) {
      last.to = endDate;
      continue;
    }
    while (from <= endDate) {
      const to = addDays(from, maxDays - 1) < endDate ? addDays(from, maxDays - 1) : endDate;
      ranges.push({ from, to });
      from = addDays(to, 1);
    }
  }
  return ranges;
}

/** The first and last day of a month (YYYY-MM). */
export function monthRange(month: string): DateRange {
  const next = new Date(`${month}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from: `${month}-01`, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/** One colleague off during a request, with the days they are off that it covers too. */
export type OverlappingPerson = { username: string; displayName: string; days: TeamLeaveDay[] };

/** Who else of the team is off on any day of the request, by name, with those days. */
export function othersOff(items: readonly TeamLeaveDay[], request: { username: string; startDate: string; endDate: string }): OverlappingPerson[] {
  const people = new Map<string, OverlappingPerson>();
  for (const day of items) {
    if (day.username === request.username || day.date < request.startDate || day.date > request.endDate) continue;
    const person = people.get(day.username) ?? { username: day.username, displayName: day.displayName, days: [] };
    person.days.push(day);
    people.set(day.username, person);
  }
  return [...people.values()];
}
