import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { DAY_STATUS_LABELS, DAY_STATUSES, FULL_DAY_MINUTES, HALF_DAY_MINUTES, type DayStatus } from '@/lib/attendance/constants';
import type { AttendanceDay } from '@/lib/attendance/hooks';
import { LEAVE_TYPE_NAMES } from '@/lib/leave/constants';
import { shortMonthOf } from '@/components/ui/date-words';
import { useOrgTime } from '@/components/ui/org-time';
import { formatDay, formatWorked, statusLabel, STATUS_TONES, weekdayOf } from './dates';

type DayCellProps = {
  date: string;
  /** The day's row; none for days still to come or before joining. */
  day: AttendanceDay | undefined;
  today: string;
  regularisable: boolean;
  onRegularise: (day: AttendanceDay) => void;
};

/** One day: a row of the list on narrow screens, a cell of the Monday-to-Sunday grid on wide ones. */
export function DayCell({ date, day, today, regularisable, onRegularise }: DayCellProps) {
  const dayNumber = Number(date.slice(8));
  const { clock } = useOrgTime();
  if (!day) {
    return (
      <li aria-hidden="true" className="hidden rounded-md border border-dashed border-gray-200 p-2 text-sm text-gray-500 lg:block">
        {dayNumber}
      </li>
    );
  }
  const isToday = date === today;
  const { firstIn, lastOut } = day;
  return (
    <li
      className={cx(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border bg-white p-2 text-sm lg:flex-col lg:flex-nowrap lg:items-start',
        isToday ? 'border-indigo-700 ring-1 ring-indigo-700' : 'border-gray-200',
      )}
    >
      <p className="w-28 shrink-0 font-semibold text-gray-900 lg:w-auto">
        {/* Wide screens show the weekday in the grid's header; screen readers and the narrow list need it here. */}
        <time dateTime={date}>
          <span className="lg:sr-only">{weekdayOf(date)} </span>
          {dayNumber}
          <span className="lg:sr-only"> {shortMonthOf(date)}</span>
        </time>
        {isToday ? <span className="ml-2 text-xs font-medium text-indigo-800">Today</span> : null}
      </p>
      <Badge tone={STATUS_TONES[day.status]}>{statusLabel(day, today)}</Badge>
      {firstIn ? (
        <p className="text-gray-900 tabular-nums">
          {clock(firstIn)}
          {lastOut && lastOut !== firstIn ? ` – ${clock(lastOut)}` : ''}
        </p>
      ) : null}
      {day.workedMinutes > 0 ? <p className="text-gray-700">{formatWorked(day.workedMinutes)}</p> : null}
      {day.holiday ? <p className="text-gray-700">{day.holiday}</p> : null}
      {day.leave ? (
        <p className="text-gray-700">
          {LEAVE_TYPE_NAMES[day.leave.leaveType]}
          {day.leave.leaveDuration !== 'full_day' ? ' (half day)' : ''}
        </p>
      ) : null}
      {day.flagged ? <p className="font-medium text-amber-900">Punch outside the office</p> : null}
      {day.regularisation?.status === 'pending' ? <p className="font-medium text-amber-900">Regularisation pending</p> : null}
      {day.regularisation?.status === 'rejected' ? <p className="text-gray-700">Regularisation rejected</p> : null}
      {regularisable ? (
        <Button variant="secondary" onClick={() => onRegularise(day)} className="ml-auto lg:mt-auto lg:ml-0">
          Regularise<span className="sr-only"> {formatDay(date)}</span>
        </Button>
      ) : null}
    </li>
  );
}

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
