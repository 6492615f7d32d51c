'use client';

import { useId, type ReactNode } from 'react';
import { get, useFormState, type FieldPath, type FieldValues } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';

type Message = { message?: unknown };

/** The error to show for a field; for a list, its own or its first item's, named by `itemName` and position. */
function messageOf(error: unknown, itemName?: string): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as Message).message;
  if (typeof own === 'string' && own) return own;
  if (!Array.isArray(error)) return undefined;
  const index = error.findIndex((item) => typeof (item as Message | undefined)?.message === 'string');
  if (index < 0) return undefined;
  const message = String((error[index] as Message).message);
  return itemName ? `${itemName} ${index + 1}: ${message}` : message;
}

/** The message beside `name` in the surrounding react-hook-form form, if any. */
export function useFieldMessage(name: string, itemName?: string): string | undefined {
  const { errors } = useFormState({ name });
  return messageOf(get(errors, name), itemName);
}

export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

export type FormFieldProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  hint?: ReactNode;
  itemName?: string;
  /** Renders the control, which must spread these props to get its label, hint and error wired up. */
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled field of the surrounding react-hook-form form: its label, hint and error wired to the
 * control. A form names its own boxes by instantiating it, `const JobField = FormField<JobFormValues>`.
 */
export function FormField<Values extends FieldValues = FieldValues>({ name, label, hint, itemName, children }: FormFieldProps<Values>) {
  const id = useId();
  const error = useFieldMessage(name, itemName);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, { hint, error }) })}
    </Field>
  );
}

/** A form's alert when the server refused fields and every message sits beside its box. */
export const SEE_FIELD_MESSAGES = 'Some fields need changes: see the messages beside them.';
