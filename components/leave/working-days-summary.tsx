'use client';

import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useLeaveCalendar, type LeaveDuration } from '@/lib/leave/hooks';
import { countLeaveDays, type LeaveDays } from '@/lib/leave/working-days';
import { isCompleteDate } from '@/lib/time';
import { describeLeaveDays } from './leave-format';

type LeaveDaysState =
  | { kind: 'incomplete' }
  /** The dates cannot make a request; `message` says why (the form's own check says it again on submit). */
  | { kind: 'invalid'; message: string }
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void; retrying: boolean }
  | { kind: 'counted'; count: LeaveDays };

/**
 * The working days the picked dates would charge, counted in the browser with the function the API
 * charges with and the person's office calendar, so the live count and the server's agree.
 */
export function useLeaveDays(username: string, startDate: string, endDate: string, duration: LeaveDuration): LeaveDaysState {
  const complete = isCompleteDate(startDate) && isCompleteDate(endDate);
  // An empty username keeps the query off until both dates are there.
  const calendar = useLeaveCalendar(complete ? username : '', Number(startDate.slice(0, 4)));
  const holidays = useMemo(() => new Map(calendar.data?.holidays.map((h) => [h.date, h.name])), [calendar.data]);

  if (!complete) return { kind: 'incomplete' };
  if (endDate < startDate) return { kind: 'invalid', message: 'The end date is before the start date.' };
  if (startDate.slice(0, 4) !== endDate.slice(0, 4)) return { kind: 'invalid', message: 'Leave across two calendar years needs one request for each year.' };
  if (calendar.isError) return { kind: 'failed', retry: () => void calendar.refetch(), retrying: calendar.isFetching };
  if (!calendar.data) return { kind: 'loading' };
  return { kind: 'counted', count: countLeaveDays(startDate, endDate, duration, holidays) };
}

/**
 * The live count under the dates. What is left of each type is said once, in the type's options; whether
 * it covers the request is the server's to say when applying, beside the type (it also counts requests
 * sent since this page loaded).
 */
export function WorkingDaysSummary({ id, state }: { id: string; state: LeaveDaysState }) {
  let text = 'Pick the start and end dates to see how many working days they take.';
  if (state.kind === 'invalid') text = state.message;
  else if (state.kind === 'loading') text = 'Counting the working days…';
  else if (state.kind === 'failed') text = 'The holiday calendar could not be loaded, so the days cannot be counted here; the server counts them when you apply.';
  else if (state.kind === 'counted') text = describeLeaveDays(state.count);

  return (
    <div id={id} className="space-y-2 rounded-md bg-gray-50 p-3 text-sm">
      {/* Announced as it changes, so a screen reader hears the new count after each date. */}
      <p role="status" aria-live="polite" className="font-medium text-gray-900">
        {text}
      </p>
      {state.kind === 'failed' ? (
        <Button variant="secondary" onClick={state.retry} disabled={state.retrying}>
          Count again
        </Button>
      ) : null}
    </div>
  );
}
