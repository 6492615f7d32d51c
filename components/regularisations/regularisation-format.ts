// How a pending regularisation reads on the approvals page: the day as the leave queue above it writes
// dates, and wall-clock times without their seconds.
import { formatLeaveDates } from '@/components/leave/leave-format';
import type { Regularisation } from '@/lib/attendance/hooks';

/** "09:40:00" -> "09:40": punches and asked times are whole minutes in practice. */
function clock(time: string): string {
  return time.slice(0, 5);
}

/** "Mon, 13 Apr, 2026". */
export function formatDay(isoDate: string): string {
  return formatLeaveDates(isoDate, isoDate);
}

/** Who and which day: tells cards apart for screen readers and in the result ("Arjun Sharma, Mon, 13 Apr, 2026"). */
export function regularisationLabel(r: Pick<Regularisation, 'employeeName' | 'regularizationDate'>): string {
  return `${r.employeeName}, ${formatDay(r.regularizationDate)}`;
}

/** What a decision decides, in its buttons' names and its result: "regularisation of Arjun Sharma, Mon, 13 Apr, 2026". */
export function regularisationSubject(r: Pick<Regularisation, 'employeeName' | 'regularizationDate'>): string {
  return `regularisation of ${regularisationLabel(r)}`;
}

/** The times asked for: "09:40 – 18:45". */
export function askedTimes(r: Pick<Regularisation, 'modifiedInTime' | 'modifiedOutTime'>): string {
  return `${clock(r.modifiedInTime)} – ${clock(r.modifiedOutTime)}`;
}

/** What the day's punches say, to weigh against the ask: "09:40 – 18:02", "09:40 – no out punch", "No punches". */
export function punchedTimes(r: Pick<Regularisation, 'punchedIn' | 'punchedOut'>): string {
  if (!r.punchedIn) return 'No punches';
  return `${clock(r.punchedIn)} – ${r.punchedOut ? clock(r.punchedOut) : 'no out punch'}`;
}
