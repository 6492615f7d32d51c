import { lazyResolver } from '@/components/ui/lazy-resolver';
import { LEAVE_DURATIONS, LEAVE_TYPES } from '@/lib/leave/constants';
import type { ApplyLeave, ApplyLeaveInput } from '@/lib/leave/schemas';

/** The apply form's boxes hold the API's own body (the server fills in `username` with the caller). */
export type ApplyLeaveValues = ApplyLeaveInput;
export type ApplyLeaveOutput = ApplyLeave;

/** The boxes on the form, beside which server field errors may be shown. */
export const APPLY_LEAVE_FIELDS = ['leaveType', 'startDate', 'endDate', 'leaveDuration', 'leaveReason', 'comments'] as const;
export type ApplyLeaveField = (typeof APPLY_LEAVE_FIELDS)[number];

// The schema's messages name API fields ("startDate"); the form says them in the words on its labels.
const PLAIN: Record<string, string> = {
  [`One of ${LEAVE_TYPES.join(', ')}`]: 'Choose a leave type',
  [`One of ${LEAVE_DURATIONS.join(', ')}`]: 'Choose full day or a half day',
  'Expected a date as YYYY-MM-DD': 'Pick a date',
  'Not a calendar date': 'Pick a date that exists',
  'Must not be before startDate': 'Must not be before the start date',
  'A half day needs startDate and endDate to be the same day': 'A half day needs the same start and end date',
  'Must be in the same calendar year as startDate: apply for each year separately':
    'Must be in the same year as the start date: apply for each year separately',
};

export function plainLeaveMessage(message: string): string {
  return PLAIN[message] ?? message;
}

/**
 * The API's schema, so the browser refuses exactly what the server would, in plain words; loaded on first
 * use (see lazyResolver).
 */
export const applyLeaveResolver = lazyResolver<ApplyLeaveValues, ApplyLeaveOutput>(() => import('./apply-leave-check').then((module) => module.checkApplyLeave));
