'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatMonth } from '@/components/ui/date-words';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeaveCalendar, useTeamLeave } from '@/lib/leave/hooks';
import { monthRange } from '@/lib/leave/team-days';
import { addDays } from '@/lib/time';
import { datesBetween } from '@/lib/leave/working-days';
import { TeamMonthGrid, TeamMonthLegend } from './team-month-grid';

type TeamLeaveMonthProps = { username: string; today: string };

/** A month of the viewer's team: who is off on which day, pending or approved, a month at a time. */
export function TeamLeaveMonth({ username, today }: TeamLeaveMonthProps) {
  const thisMonth = today.slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const range = monthRange(month);
  const query = useTeamLeave(username, range);
  // Shading only: without the holidays the grid still shows weekends and everyone's leave.
  const calendar = useLeaveCalendar(username, Number(month.slice(0, 4)));
  const holidays = new Map((calendar.data?.holidays ?? []).map((h) => [h.date, h.name]));

  let body: ReactNode;
  let status = '';
  if (query.isError) {
    body = <RetryAlert title={`Your team’s leave in ${formatMonth(month)} could not be loaded`} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  } else if (!query.data || query.isPlaceholderData) {
    // The month before stays in the cache while this one loads; it would sit under the wrong heading.
    status = `Loading ${formatMonth(month)}…`;
    body = <Skeleton className="h-40 w-full" />;
  } else if (query.data.items.length === 0) {
    body = <EmptyState title={`Nobody on your team is off in ${formatMonth(month)}`}>Pending and approved leave of the people who report to you shows here.</EmptyState>;
  } else {
    body = <TeamMonthGrid month={month} dates={[...datesBetween(range.from, range.to)]} days={query.data.items} holidays={holidays} today={today} />;
  }

  return (
    <section aria-labelledby="team-month-heading" aria-busy={query.isFetching} className="space-y-4 border-t border-gray-200 pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="team-month-heading" className="text-lg font-semibold text-gray-900">
          Your team in {formatMonth(month)}
        </h2>
        <div role="group" aria-label="Month of the team calendar" className="flex flex-wrap gap-2">
          <MonthButton month={addDays(range.from, -1).slice(0, 7)} onMonth={setMonth} label="Previous" />
          {month === thisMonth ? null : <MonthButton month={thisMonth} onMonth={setMonth} label="This month" />}
          <MonthButton month={addDays(range.to, 1).slice(0, 7)} onMonth={setMonth} label="Next" />
        </div>
      </div>
      <p className="text-sm text-gray-700">Who of the people reporting to you is off on which working day, pending leave included.</p>
      <p role="status" className="sr-only">
        {status}
      </p>
      {body}
      <TeamMonthLegend />
    </section>
  );
}

type MonthButtonProps = { month: string; label: 'Previous' | 'This month' | 'Next'; onMonth: (month: string) => void };

/** Moves the calendar to `month`; its name says which month that is. */
function MonthButton({ month, label, onMonth }: MonthButtonProps) {
  return (
    <Button variant="secondary" onClick={() => onMonth(month)} aria-label={`${label === 'This month' ? 'This month' : `${label} month`}, ${formatMonth(month)}`}>
      {label === 'Previous' ? <span aria-hidden="true">←</span> : null}
      {label}
      {label === 'Next' ? <span aria-hidden="true">→</span> : null}
    </Button>
  );
}
