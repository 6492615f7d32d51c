// What the home page says of today's attendance, from the day's punches: pure, so each case is tested
// (tests/components/home-today-state.test.ts).
import { punchDayState, type PunchRow } from '@/components/attendance/punch/rows';
import { formatWorked } from '@/components/attendance/calendar/dates';
import { minutesBetween } from '@/lib/time';

export type TodayState =
  | { kind: 'not-punched' }
  /** The last punch is an in: in since then. */
  | { kind: 'in'; since: string; minutes: number }
  /** In and out, short of a full day: the person may come back. */
  | { kind: 'out'; since: string; at: string; minutes: number }
  /** In and out, a full day's hours between them (the day counts as present). */
  | { kind: 'done'; since: string; at: string; minutes: number };

/**
 * Where today stands by the punch card's rule (punchDayState: today's punches alternate in and out, and a
 * full day lies between the first in and the last out), with the times to say it; `now` is the
 * organisation's wall-clock time (HH:mm:ss). Punches still kept on this device count.
 */
export function todayState(rows: readonly PunchRow[], now: string): TodayState {
  const today = rows.filter((r) => r.role !== null);
  const [first, last] = [today[0], today.at(-1)];
  const day = punchDayState(rows);
  if (day === 'none' || !first || !last) return { kind: 'not-punched' };
  if (day === 'in') return { kind: 'in', since: last.time, minutes: minutesBetween(last.time, now) };
  return { kind: day, since: first.time, at: last.time, minutes: minutesBetween(first.time, last.time) };
}

/** "In since 09:30 · 4h 12m", with `clock` writing times on the organisation's clock (useOrgTime). */
export function todayWords(state: TodayState, clock: (time: string) => string): string {
  switch (state.kind) {
    case 'not-punched':
      return 'Not punched in yet today';
    case 'in':
      return `In since ${clock(state.since)} · ${formatWorked(state.minutes)}`;
    case 'out':
      return `Out at ${clock(state.at)} · ${formatWorked(state.minutes)} since ${clock(state.since)}`;
    case 'done':
      return `Done for today · ${formatWorked(state.minutes)}, ${clock(state.since)} to ${clock(state.at)}`;
  }
}
