'use client';

import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
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

/** The form kit's labelled field, named by the apply form's own paths. */
export const LeaveField = FormField<ApplyLeaveValues>;
