// Which calendar days offer "Regularise": one rule, so the calendar never invites a correction of a day
// that needs none (a weekend, a holiday, a day of leave, a full day).
import { FULL_DAY_MINUTES } from '@/lib/attendance/constants';
import type { AttendanceDay } from '@/lib/attendance/hooks';
import { addDays } from '@/lib/time';

/** Days nobody is expected to work, or whose times an approved regularisation has already set. */
const SETTLED = new Set<AttendanceDay['status']>(['weekend', 'holiday', 'on_leave', 'regularised']);

/**
 * A past working day within reach (`maxDays` back), with no request already waiting, that needs a
 * correction: a missing punch (an in without an out), a short day (under FULL_DAY_MINUTES, which
 * covers absent too) or a punch from outside the office's fence. Never today or later, weekends,
 * holidays, days of leave (half days too: their hours are short by design) or complete days.
 */
export function needsRegularising(day: AttendanceDay, today: string, maxDays: number): boolean {
  if (day.date >= today || day.date < addDays(today, -maxDays)) return false;
  if (SETTLED.has(day.status) || day.leave !== null || day.regularisation?.status === 'pending') return false;
  return day.punchCount === 1 || day.workedMinutes < FULL_DAY_MINUTES || day.flagged;
}
