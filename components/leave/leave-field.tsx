'use client';

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { JobField } from '@/components/recruiter/job-field';
import type { ApplyLeaveField, ApplyLeaveOutput, ApplyLeaveValues } from './apply-leave-resolver';

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
