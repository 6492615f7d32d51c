import { Badge } from '@/components/ui/badge';
import { DAY_STATUS_LABELS, DAY_STATUSES, FULL_DAY_MINUTES, HALF_DAY_MINUTES, type DayStatus } from '@/lib/attendance/constants';
import { STATUS_TONES } from './calendar-dates';

const MEANINGS: Record<DayStatus, string> = {
  present: `${FULL_DAY_MINUTES / 60} hours or more from first in to last out`,
  half_day: `${HALF_DAY_MINUTES / 60} to ${FULL_DAY_MINUTES / 60} hours, or half a day of leave`,
  absent: `Under ${HALF_DAY_MINUTES / 60} hours, or no punch`,
  on_leave: 'Approved leave',
  holiday: 'An office holiday',
  weekend: 'Saturday or Sunday',
  regularised: 'Times corrected by an approved regularisation',
};

/** What each status means; the calendar shows the words, the colours only repeat them. */
export function CalendarLegend() {
  return (
    <div>
      <h3 className="text-sm font-semibold text-gray-900">What the statuses mean</h3>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm text-gray-700">
        {DAY_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <Badge tone={STATUS_TONES[status]}>{DAY_STATUS_LABELS[status]}</Badge>
            {MEANINGS[status]}
          </li>
        ))}
      </ul>
    </div>
  );
}
