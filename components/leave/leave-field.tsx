'use client';

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { JobField } from '@/components/ui/form/form-field';
import type { ApplyLeave, ApplyLeaveInput } from '@/lib/leave/schemas';

/** The apply form's boxes hold the API's own body (the server fills in `username` with the caller). */
export type ApplyLeaveValues = ApplyLeaveInput;
export type ApplyLeaveOutput = ApplyLeave;

/** The boxes on the form, beside which server field errors may be shown. */
export const APPLY_LEAVE_FIELDS = ['leaveType', 'startDate', 'endDate', 'leaveDuration', 'leaveReason', 'comments'] as const;
export type ApplyLeaveField = (typeof APPLY_LEAVE_FIELDS)[number];

/** The apply form's context: values as typed, output as the shared schema parses them. */
export function useLeaveForm() {
  return useFormContext<ApplyLeaveValues, unknown, ApplyLeaveOutput>();
}

type WithLeaveName<C extends (props: never) => ReactNode> = (props: Omit<Parameters<C>[0], 'name'> & { name: ApplyLeaveField }) => ReactNode;

/**
 * The recruiter forms' labelled field (label, hint, error wired to the control), reused as it is: at
 * run time it only reads `name`'s error from the surrounding react-hook-form context.
 */
export const LeaveField = JobField as unknown as WithLeaveName<typeof JobField>;
