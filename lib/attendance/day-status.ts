// How one day of the attendance list is summed up: a pure function, so every rule of precedence is
// tested on its own (tests/lib/day-status.test.ts).
import type { LeaveDuration } from '@/lib/leave/constants';
import { minutesBetween } from '@/lib/time';
import { FULL_DAY_MINUTES, HALF_DAY_MINUTES, type DayStatus } from './constants';

export interface DayFacts {
  date: string;
  today: string;
  /** A day of the week nobody works (Saturday, Sunday). */
  weekend: boolean;
  holiday: string | null;
  /** Approved leave on the day. */
  leaveDuration: LeaveDuration | null;
  firstIn: string | null;
  lastOut: string | null;
  punchCount: number;
  regularisedIn: string | null;
  regularisedOut: string | null;
}

export interface DaySummary {
  firstIn: string | null;
  lastOut: string | null;
  workedMinutes: number;
  status: DayStatus;
}

/**
 * Precedence: approved full-day leave on a working day; an approved regularisation (its times replace
 * the punches'); holiday; weekend; approved half-day leave; then the hours worked: 6 or more present,
 * 3 or more a half day, less absent. Today is not over, so any punch makes it present.
 */
export function summariseDay(day: DayFacts): DaySummary {
  const regularised = day.regularisedIn !== null && day.regularisedOut !== null;
  const firstIn = regularised ? day.regularisedIn : day.firstIn;
  const lastOut = regularised ? day.regularisedOut : day.lastOut;
  const workedMinutes = firstIn && lastOut ? minutesBetween(firstIn, lastOut) : 0;
  const { weekend } = day;
  const workingDay = day.holiday === null && !weekend;
  const status = ((): DayStatus => {
    if (workingDay && day.leaveDuration === 'full_day') return 'on_leave';
    if (regularised) return 'regularised';
    if (day.holiday !== null) return 'holiday';
    if (weekend) return 'weekend';
    if (day.leaveDuration !== null) return 'half_day';
    if (day.date === day.today) return day.punchCount > 0 ? 'present' : 'absent';
    if (workedMinutes >= FULL_DAY_MINUTES) return 'present';
    return workedMinutes >= HALF_DAY_MINUTES ? 'half_day' : 'absent';
  })();
  return { firstIn, lastOut, workedMinutes, status };
}
