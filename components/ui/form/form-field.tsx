'use client';

import { useId, type ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import type { JobCreate, JobFormValues } from '@/lib/jobs/schemas';

export type JobFieldName = FieldPath<JobFormValues>;

/** The job form's context: values as typed, output as the shared schema parses them. */
export function useJobForm() {
  return useFormContext<JobFormValues, unknown, JobCreate>();
}

type Message = { message?: unknown };

/** The error to show for a field; for a list, its own or its first item's, named by `itemName` and position. */
export function messageOf(error: unknown, itemName?: string): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as Message).message;
  if (typeof own === 'string' && own) return own;
  if (!Array.isArray(error)) return undefined;
  const index = error.findIndex((item) => typeof (item as Message | undefined)?.message === 'string');
  if (index < 0) return undefined;
  const message = String((error[index] as Message).message);
  return itemName ? `${itemName} ${index + 1}: ${message}` : message;
}

export function useFieldMessage(name: JobFieldName, itemName?: string): string | undefined {
  const { errors } = useFormState<JobFormValues>({ name });
  return messageOf(get(errors, name), itemName);
}

export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type JobFieldProps = {
  name: JobFieldName;
  label: string;
  hint?: ReactNode;
  itemName?: string;
  /** Renders the control, which must spread these props to get its label, hint and error wired up. */
  children: (control: ControlProps) => ReactNode;
};

export function JobField({ name, label, hint, itemName, children }: JobFieldProps) {
  const id = useId();
  const error = useFieldMessage(name, itemName);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, { hint, error }) })}
    </Field>
  );
}
