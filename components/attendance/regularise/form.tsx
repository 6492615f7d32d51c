'use client';

import { FormProvider } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { useOperationForm } from '@/components/ui/form/use-operation-form';
import { Spinner } from '@/components/ui/spinner';
import { controlClass, TextInput } from '@/components/ui/text-input';
import { useRegularise, type AttendanceDay } from '@/lib/attendance/hooks';
import type { RegulariseFormInput, RegulariseInput } from '@/lib/attendance/schemas';
import { useIdempotencyKey } from '@/lib/client/use-idempotency-key';
import { ATTENDANCE_MESSAGES } from '../messages';

/** The form holds the API's own body (the server fills in `username` with the caller). */
type RegulariseValues = RegulariseFormInput;
type RegulariseOutput = RegulariseInput;

/** The boxes on the form, beside which server field errors are shown. */
const REGULARISE_FIELDS = ['modifiedInTime', 'modifiedOutTime', 'comments'] as const;

// The form kit's labelled field, named by the regularisation form's own paths.
const RegulariseBox = FormField<RegulariseValues>;

/** The time box's HH:mm of a recorded HH:mm:ss. */
const boxTime = (time: string) => time.slice(0, 5);

/** The day's own times when it has both, else an ordinary office day. */
function defaultsFor(day: AttendanceDay): RegulariseValues {
  const { firstIn, lastOut } = day;
  const hasBoth = firstIn !== null && lastOut !== null && lastOut > firstIn;
  return {
    regularizationDate: day.date,
    modifiedInTime: firstIn ? boxTime(firstIn) : '09:30',
    modifiedOutTime: hasBoth ? boxTime(lastOut) : '18:30',
    comments: '',
  };
}

type RegulariseFormProps = { day: AttendanceDay; onSent: () => void; onCancel: () => void };

/** The right in and out times of one past day and why, for the manager to approve. */
export function RegulariseForm({ day, onSent, onCancel }: RegulariseFormProps) {
  const { form, failure, alertRef, submit, preload } = useOperationForm<RegulariseValues, RegulariseOutput>({
    schema: () => import('@/lib/attendance/schemas').then((module) => module.regulariseSchema),
    fields: REGULARISE_FIELDS,
    messages: ATTENDANCE_MESSAGES,
    defaultValues: defaultsFor(day),
  });
  const mutation = useRegularise();
  const { keyFor } = useIdempotencyKey();

  async function send(body: RegulariseOutput) {
    await mutation.mutateAsync({ body, idempotencyKey: keyFor(body) });
    onSent();
  }

  const { register } = form;
  return (
    <FormProvider {...form}>
      <form method="post" noValidate onFocus={preload} onSubmit={(e) => void submit(send)(e)} className="space-y-4">
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
          <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
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
