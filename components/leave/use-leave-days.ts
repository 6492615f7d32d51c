'use client';

import { useMemo } from 'react';
import { useLeaveCalendar, type LeaveDuration } from '@/lib/leave/hooks';
import { countLeaveDays, type LeaveDays } from '@/lib/leave/working-days';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type LeaveDaysState =
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
  const complete = ISO_DATE.test(startDate) && ISO_DATE.test(endDate);
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
