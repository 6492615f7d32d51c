// What the home page says of today's attendance, from the day's punches: pure, so each case is tested
// (tests/components/home-today-state.test.ts).
import type { PunchRow } from '@/components/attendance/punch/rows';
import { formatWorked } from '@/components/attendance/calendar/dates';
import { clockOf } from '@/components/attendance/punch/wording';
import { FULL_DAY_MINUTES } from '@/lib/attendance/constants';
import { minutesBetween } from '@/lib/time';

export type TodayState =
  | { kind: 'not-punched' }
  /** One punch: in since then. */
  | { kind: 'in'; since: string; minutes: number }
  /** In and out, short of a full day: the person may come back. */
  | { kind: 'out'; since: string; at: string; minutes: number }
  /** In and out, a full day's hours between them (the day counts as present). */
  | { kind: 'done'; since: string; at: string; minutes: number };

/**
 * The day's first punch is its in and its last its out (docs/domain.md, "Attendance"), whether sent or
 * still kept on this device; `now` is the organisation's wall-clock time (HH:mm:ss).
 */
export function todayState(rows: readonly PunchRow[], now: string): TodayState {
  const first = rows.find((r) => r.role === 'In');
  if (!first) return { kind: 'not-punched' };
  const last = rows.findLast((r) => r.role === 'Out');
  if (!last) return { kind: 'in', since: first.time, minutes: minutesBetween(first.time, now) };
  const minutes = minutesBetween(first.time, last.time);
  return { kind: minutes >= FULL_DAY_MINUTES ? 'done' : 'out', since: first.time, at: last.time, minutes };
}

/** "In since 09:30 · 4h 12m", in the organisation's 24-hour clock. */
export function todayWords(state: TodayState): string {
  switch (state.kind) {
    case 'not-punched':
      return 'Not punched in yet today';
    case 'in':
      return `In since ${clockOf(state.since)} · ${formatWorked(state.minutes)}`;
    case 'out':
      return `Out at ${clockOf(state.at)} · ${formatWorked(state.minutes)} since ${clockOf(state.since)}`;
    case 'done':
      return `Done for today · ${formatWorked(state.minutes)}, ${clockOf(state.since)} to ${clockOf(state.at)}`;
  }
}
