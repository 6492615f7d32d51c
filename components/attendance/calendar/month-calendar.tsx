'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useAttendanceMonth, type AttendanceDay } from '@/lib/attendance/hooks';
import { formatMonth } from '@/components/ui/date-words';
import { RegulariseDialog } from '../regularise/dialog';
import { datesOf, formatDay, leadingBlanks, shiftMonth, WEEKDAYS } from './dates';
import { CalendarLegend, DayCell } from './day-cell';
import { needsRegularising } from './needs-regularising';

/** A list of days on narrow screens, a Monday-to-Sunday grid on wide ones. */
const CALENDAR_GRID = 'grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-7';

type MonthCalendarProps = { username: string; today: string; regulariseMaxDays: number };

/** A month of days with each one's status and hours; a past day can be regularised from here. */
export function MonthCalendar({ username, today, regulariseMaxDays }: MonthCalendarProps) {
  const currentMonth = today.slice(0, 7);
  const [month, setMonth] = useState(currentMonth);
  const query = useAttendanceMonth(username, month);
  const [regularising, setRegularising] = useState<AttendanceDay | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  // The Regularise button that opened the form is gone once the day is pending: the keyboard lands on the confirmation.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  let body: ReactNode;
  let status = '';
  if (query.isError) {
    body = <RetryAlert title={`${formatMonth(month)} could not be loaded`} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  } else if (!query.data || query.isPlaceholderData) {
    // The previous month's days stay in the cache while this one loads; they would sit under the wrong heading.
    status = `Loading ${formatMonth(month)}…`;
    body = <CalendarSkeleton />;
  } else if (query.data.items.length === 0) {
    body = (
      <EmptyState title={`No attendance in ${formatMonth(month)}`}>
        Days before you joined have no attendance.
      </EmptyState>
    );
  } else {
    const days = new Map(query.data.items.map((d) => [d.date, d]));
    body = (
      <div className="space-y-1">
        <div aria-hidden="true" className="hidden grid-cols-7 gap-2 text-center text-xs font-semibold text-gray-700 lg:grid">
          {WEEKDAYS.map((d) => (
            <span key={d}>{d}</span>
          ))}
        </div>
        <ol aria-label={`Days of ${formatMonth(month)}`} className={CALENDAR_GRID}>
          {Array.from({ length: leadingBlanks(month) }, (_, i) => (
            <li key={`blank-${i}`} aria-hidden="true" className="hidden lg:block" />
          ))}
          {datesOf(month).map((date) => {
            const day = days.get(date);
            return (
              <DayCell
                key={date}
                date={date}
                day={day}
                today={today}
                regularisable={day !== undefined && needsRegularising(day, today, regulariseMaxDays)}
                onRegularise={(chosen) => {
                  setSent(null);
                  setRegularising(chosen);
                }}
              />
            );
          })}
        </ol>
      </div>
    );
  }

  return (
    <section aria-labelledby="calendar-heading" aria-busy={query.isFetching} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="calendar-heading" className="text-lg font-semibold text-gray-900">
          {formatMonth(month)}
        </h2>
        <MonthSwitcher month={month} currentMonth={currentMonth} onMonth={setMonth} />
      </div>
      <p className="text-sm text-gray-700">
        A working day in the last {regulariseMaxDays} days with a missing punch, short hours or a punch from outside the office can be
        regularised: give the right times and your manager decides.
      </p>
      <p role="status" className="sr-only">
        {status}
      </p>
      {sent ? (
        <p ref={sentRef} tabIndex={-1} className="rounded-md border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900 focus:outline-none">
          {sent}
        </p>
      ) : null}
      {body}
      <CalendarLegend />
      {regularising ? (
        <RegulariseDialog
          day={regularising}
          onClose={() => setRegularising(null)}
          onSent={() => {
            setRegularising(null);
            setSent(`Your regularisation of ${formatDay(regularising.date)} is sent. It shows as pending until your manager decides.`);
          }}
        />
      ) : null}
    </section>
  );
}

type MonthSwitcherProps = { month: string; currentMonth: string; onMonth: (month: string) => void };

/** Previous and next month; there is nothing to see after the current one. */
function MonthSwitcher({ month, currentMonth, onMonth }: MonthSwitcherProps) {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <div role="group" aria-label="Month" className="flex gap-2">
      <Button variant="secondary" onClick={() => onMonth(previous)} aria-label={`Previous month, ${formatMonth(previous)}`}>
        <span aria-hidden="true">←</span> Previous
      </Button>
      <Button variant="secondary" onClick={() => onMonth(next)} disabled={month >= currentMonth} aria-label={`Next month, ${formatMonth(next)}`}>
        Next <span aria-hidden="true">→</span>
      </Button>
    </div>
  );
}

/** Placeholder days while a month loads, in the calendar's own layout. */
function CalendarSkeleton() {
  return (
    <div aria-hidden="true" className={CALENDAR_GRID}>
      {Array.from({ length: 35 }, (_, i) => (
        <Skeleton key={i} className="h-14 lg:h-32" />
      ))}
    </div>
  );
}
