import { useId } from 'react';
import { cx } from '@/components/ui/cx';
import { formatMonth } from '@/components/ui/date-words';
import type { TeamLeaveDay } from '@/lib/leave/hooks';
import { nonWorkingReason } from '@/lib/leave/working-days';
import { dayWords, leaveDayWords } from './team-words';

type TeamMonthGridProps = {
  month: string;
  dates: readonly string[];
  days: readonly TeamLeaveDay[];
  /** the viewer's office holidays, date -> name, for shading the columns */
  holidays: ReadonlyMap<string, string>;
  today: string;
};

/** Approved leave is filled in, pending leave only outlined: the fill says it, the colour repeats it. */
const CELL_TONES: Record<TeamLeaveDay['status'], string> = {
  approved: 'bg-sky-700 text-white',
  pending: 'border-2 border-dashed border-amber-600 bg-amber-50 text-amber-950',
};

const NAME_CELL = 'sticky left-0 z-10 border-r border-gray-200 bg-white px-3 py-2 text-left';

/**
 * People down, the month's days across, each day of leave marked with its type and filled or outlined by
 * status; weekends and holidays shaded. Wider than a phone: it scrolls sideways inside its own focusable
 * region, names kept in view. The region is positioned so that it also clips the screen-reader text
 * (absolutely positioned), which would otherwise widen the page.
 */
export function TeamMonthGrid({ month, dates, days, holidays, today }: TeamMonthGridProps) {
  const caption = useId();
  const people = peopleOf(days);
  const off = new Map(days.map((day) => [`${day.username} ${day.date}`, day]));
  const closed = new Map(dates.map((date) => [date, nonWorkingReason(date, holidays)]));
  return (
    <div role="region" aria-labelledby={caption} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-700">
      <table className="border-separate border-spacing-0 text-sm">
        <caption id={caption} className="sr-only">
          Who on your team is off in {formatMonth(month)}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cx(NAME_CELL, 'text-xs font-semibold text-gray-700')}>
              Person
            </th>
            {dates.map((date) => {
              const reason = closed.get(date);
              return (
                <th
                  key={date}
                  scope="col"
                  aria-current={date === today ? 'date' : undefined}
                  title={reason ?? undefined}
                  className={cx('min-w-10 px-1 py-2 text-center text-xs font-normal text-gray-700', reason && 'bg-gray-100', date === today && 'font-bold text-gray-900')}
                >
                  <span aria-hidden="true" className="block">
                    {dayWords(date).slice(0, 2)}
                  </span>
                  <span aria-hidden="true" className="block">
                    {Number(date.slice(8))}
                  </span>
                  <span className="sr-only">
                    {dayWords(date)}
                    {reason ? `, ${reason === 'Weekend' ? 'weekend' : `holiday: ${reason}`}` : ''}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.username}>
              <th scope="row" className={cx(NAME_CELL, 'border-t font-medium whitespace-nowrap text-gray-900')}>
                {person.displayName}
              </th>
              {dates.map((date) => {
                const day = off.get(`${person.username} ${date}`);
                return (
                  <td key={date} className={cx('border-t border-gray-200 p-0.5 text-center', closed.get(date) && 'bg-gray-100')}>
                    {day ? <LeaveMark day={day} /> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One day of leave: its type's code ("CL", "SL ½") with the whole of it for screen readers. */
function LeaveMark({ day }: { day: TeamLeaveDay }) {
  const words = leaveDayWords(day);
  return (
    <span title={words} className={cx('flex min-h-8 items-center justify-center rounded-sm px-0.5 text-xs font-semibold', CELL_TONES[day.status])}>
      <span aria-hidden="true">
        {day.leaveType}
        {day.duration < 1 ? '½' : ''}
      </span>
      <span className="sr-only">{words}</span>
    </span>
  );
}

/** The people with leave in the month, in the answer's order (by name). */
function peopleOf(days: readonly TeamLeaveDay[]): { username: string; displayName: string }[] {
  const people = new Map<string, { username: string; displayName: string }>();
  for (const { username, displayName } of days) if (!people.has(username)) people.set(username, { username, displayName });
  return [...people.values()];
}

/** What the marks and shading mean. */
export function TeamMonthLegend() {
  return (
    <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-gray-700">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={cx('inline-flex h-6 w-8 items-center justify-center rounded-sm font-semibold', CELL_TONES.approved)}>
          CL
        </span>
        Approved
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className={cx('inline-flex h-6 w-8 items-center justify-center rounded-sm font-semibold', CELL_TONES.pending)}>
          CL
        </span>
        Pending
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-6 w-8 rounded-sm bg-gray-100" />
        Weekend or holiday of your office
      </li>
      <li>CL casual, SL sick, EL earned, LOP loss of pay; ½ a half day</li>
    </ul>
  );
}
