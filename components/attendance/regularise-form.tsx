'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIdempotencyKey } from '@/lib/client/use-idempotency-key';
import { FormProvider, useForm } from 'react-hook-form';
import { JobField } from '@/components/ui/form/form-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/spinner';
import { controlClass, TextInput } from '@/components/ui/text-input';
import { useRegularise, type AttendanceDay } from '@/lib/attendance/hooks';
import { regulariseFailure } from './regularise-failure';
import { regulariseResolver, type RegulariseField, type RegulariseOutput, type RegulariseValues } from './regularise-resolver';
import { clockOf } from './punch-wording';

type Named<C extends (props: never) => ReactNode> = (props: Omit<Parameters<C>[0], 'name'> & { name: RegulariseField }) => ReactNode;

// The recruiter forms' labelled field, reused as it is: at run time it only reads `name`'s error from the
// surrounding react-hook-form context; only its `name` type is the job form's.
const RegulariseBox = JobField as unknown as Named<typeof JobField>;

/** The day's own times when it has both, else an ordinary office day. */
function defaultsFor(day: AttendanceDay): RegulariseValues {
  const { firstIn, lastOut } = day;
  const hasBoth = firstIn !== null && lastOut !== null && lastOut > firstIn;
  return {
    regularizationDate: day.date,
    modifiedInTime: firstIn ? clockOf(firstIn) : '09:30',
    modifiedOutTime: hasBoth ? clockOf(lastOut) : '18:30',
    comments: '',
  };
}

type RegulariseFormProps = { day: AttendanceDay; onSent: () => void; onCancel: () => void };

/** The right in and out times of one past day and why, for the manager to approve. */
export function RegulariseForm({ day, onSent, onCancel }: RegulariseFormProps) {
  const form = useForm<RegulariseValues, unknown, RegulariseOutput>({ resolver: regulariseResolver, defaultValues: defaultsFor(day) });
  const mutation = useRegularise();
  const [failure, setFailure] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
  const { keyFor } = useIdempotencyKey();

  useEffect(() => {
    if (failure && focusSummary.current) summary.current?.focus();
    focusSummary.current = false;
  }, [failure]);

  async function send(body: RegulariseOutput) {
    setFailure(null);
    try {
      await mutation.mutateAsync({ body, idempotencyKey: keyFor(body) });
      onSent();
    } catch (error) {
      const outcome = regulariseFailure(error);
      outcome.fieldErrors.forEach((e, i) => form.setError(e.path, { type: 'server', message: e.message }, { shouldFocus: i === 0 }));
      focusSummary.current = outcome.fieldErrors.length === 0;
      setFailure(outcome.message);
    }
  }

  const { register } = form;
  return (
    <FormProvider {...form}>
      <form method="post" noValidate onFocus={regulariseResolver.preload} onSubmit={(e) => void form.handleSubmit(send, () => setFailure(null))(e)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <RegulariseBox name="modifiedInTime" label="In time">
            {(control) => <TextInput {...control} type="time" required {...register('modifiedInTime')} />}
          </RegulariseBox>
          <RegulariseBox name="modifiedOutTime" label="Out time">
            {(control) => <TextInput {...control} type="time" required {...register('modifiedOutTime')} />}
          </RegulariseBox>
        </div>
        <RegulariseBox name="comments" label="Reason" hint="For your manager: for example, “Forgot to punch out after a client call.”">
          {(control) => <textarea {...control} rows={3} maxLength={500} required className={cx(controlClass, 'min-h-20')} {...register('comments')} />}
        </RegulariseBox>
        {failure ? (
          <div ref={summary} tabIndex={-1} className="focus:outline-none">
            <Alert title="The regularisation was not sent">{failure}</Alert>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" pending={mutation.isPending}>
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? 'Sending…' : 'Send for approval'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
