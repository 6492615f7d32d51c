'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import { lazyResolver } from './lazy-resolver';

/** A feature's plain words for the messages its API schema and server checks give (keyed by the API's message). */
export type MessageCatalogue = Readonly<Record<string, string>>;

export function plainMessage(catalogue: MessageCatalogue, message: string): string {
  return catalogue[message] ?? message;
}

export type FormFailure<F extends string> = {
  /** What no field message says, for the form's alert; null when every message sits beside its box. */
  message: string | null;
  /** The server's field errors for boxes on the form, in the feature's plain words. */
  fieldErrors: Array<{ path: F; message: string }>;
};

/** What to show for a failed submit: the server's field errors beside the form's `fields`, the rest in an alert. */
export function formFailure<F extends string>(error: unknown, fields: readonly F[], catalogue: MessageCatalogue = {}): FormFailure<F> {
  if (!(error instanceof ApiRequestError)) return { message: errorMessage(error), fieldErrors: [] };
  const onForm = new Set<string>(fields);
  const fieldErrors = error.errors
    .filter((e): e is { path: F; message: string } => onForm.has(e.path))
    .map((e) => ({ path: e.path, message: plainMessage(catalogue, e.message) }));
  const allShown = fieldErrors.length > 0 && fieldErrors.length === error.errors.length;
  return { message: allShown ? null : error.detail, fieldErrors };
}

export type OperationFormOptions<Values extends FieldValues, Output> = {
  /** The operation's own body schema, loaded on first use: `() => import('@/lib/x/schemas').then((m) => m.xSchema)`. */
  schema: () => Promise<z.ZodType<Output, Values>>;
  /** The boxes on the form, beside which the server's field errors are shown. */
  fields: readonly Path<Values>[];
  messages?: MessageCatalogue;
  defaultValues?: DefaultValues<Values>;
};

export type OperationForm<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  /** The alert's text after a failed submit (null when every message sits beside its box). */
  failure: string | null;
  /** For the alert's wrapper: with no field message to focus, the keyboard lands there, to read what went wrong. */
  alertRef: React.RefObject<HTMLDivElement | null>;
  /** The form's onSubmit: checks with the schema, then calls `send`; a failure goes beside its boxes or into `failure`. */
  submit: (send: (values: Output) => Promise<void>) => (event?: FormEvent) => Promise<void>;
  /** Starts loading the schema's code: give it to the form's onFocus, so the first check does not wait. */
  preload: () => void;
};

/**
 * One helper for every form that sends an operation's body: react-hook-form checking with the operation's
 * own zod schema (so the browser refuses exactly what the server would), loaded when the form is first
 * used rather than with the page (it brings zod into the browser; see lazyResolver), its messages in the
 * feature's plain words, and the server's problem+json field errors mapped onto the same boxes.
 */
export function useOperationForm<Values extends FieldValues, Output>(options: OperationFormOptions<Values, Output>): OperationForm<Values, Output> {
  const { schema, fields, messages = {}, defaultValues } = options;
  const [resolver] = useState(() =>
    lazyResolver<Values, Output>(async () => {
      const [{ schemaResolver }, loaded] = await Promise.all([import('./schema-resolver'), schema()]);
      return schemaResolver(loaded, (message) => plainMessage(messages, message));
    }),
  );
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues });
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement | null>(null);
  const focusAlert = useRef(false);

  useEffect(() => {
    if (failure && focusAlert.current) alertRef.current?.focus();
    focusAlert.current = false;
  }, [failure]);

  const submit = (send: (values: Output) => Promise<void>) =>
    form.handleSubmit(
      async (values) => {
        setFailure(null);
        try {
          await send(values);
        } catch (error) {
          const outcome = formFailure(error, fields, messages);
          outcome.fieldErrors.forEach((e, i) => form.setError(e.path as Path<Values>, { type: 'server', message: e.message }, { shouldFocus: i === 0 }));
          focusAlert.current = outcome.fieldErrors.length === 0;
          setFailure(outcome.message);
        }
      },
      () => setFailure(null),
    );

  return { form, failure, alertRef, submit, preload: resolver.preload };
}
