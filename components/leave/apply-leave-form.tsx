'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useWatch, type DefaultValues } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useOperationForm } from '@/components/ui/form/use-operation-form';
import { Spinner } from '@/components/ui/spinner';
import { useIdempotencyKey } from '@/lib/client/use-idempotency-key';
import { isCompleteDate } from '@/lib/time';
import { LEAVE_STATUS_LABELS, LEAVE_TYPE_NAMES } from '@/lib/leave/constants';
import { useApplyLeave, useLeaveBalance, type ApplyLeaveInput, type ApplyLeaveResult } from '@/lib/leave/hooks';
import { LeaveDateFields, LeaveDurationField, LeaveNoteFields, LeaveTypeField, type DateWindow } from './apply-leave-fields';
import { formatDayCount, formatLeaveDates } from './leave-format';
import { APPLY_LEAVE_FIELDS, type ApplyLeaveOutput, type ApplyLeaveValues } from './leave-field';
import { LEAVE_MESSAGES } from './messages';
import { useLeaveDays, WorkingDaysSummary } from './working-days-summary';

const EMPTY: DefaultValues<ApplyLeaveValues> = { startDate: '', endDate: '', leaveDuration: 'full_day' };

type ApplyLeaveFormProps = { username: string; currentYear: number; applyWindow?: DateWindow };

/** Apply for leave: type, dates with the working days counted as they are picked, duration and notes. */
export function ApplyLeaveForm({ username, currentYear, applyWindow }: ApplyLeaveFormProps) {
  const countId = useId();
  const { form, failure, alertRef, submit, preload } = useOperationForm<ApplyLeaveValues, ApplyLeaveOutput>({
    schema: () => import('@/lib/leave/schemas').then((module) => module.applyLeaveSchema),
    fields: APPLY_LEAVE_FIELDS,
    messages: LEAVE_MESSAGES,
    defaultValues: EMPTY,
  });
  const { apply, pending } = useLeaveApplication();
  const [applied, setApplied] = useState<ApplyLeaveResult | null>(null);
  const formElement = useRef<HTMLFormElement>(null);

  const [startDate, endDate, duration] = useWatch({ control: form.control, name: ['startDate', 'endDate', 'leaveDuration'] });
  // Balances and holidays are per calendar year: those of the year the leave starts in, once its date is whole.
  const year = isCompleteDate(startDate) ? Number(startDate.slice(0, 4)) : currentYear;
  const balances = useLeaveBalance(username, year).data?.items;
  const days = useLeaveDays(username, startDate ?? '', endDate ?? '', duration ?? 'full_day');

  async function send(values: ApplyLeaveOutput) {
    setApplied(null);
    setApplied(await apply(values));
    // react-hook-form leaves a box whose default is undefined (the type) as it was: the browser's own
    // reset empties it first, then the form's puts the defaults back.
    formElement.current?.reset();
    form.reset(EMPTY);
  }

  return (
    <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-4 space-y-4">
      <h2 id="apply-heading" className="text-lg font-semibold text-gray-900">
        Apply for leave
      </h2>
      {applied ? <ApplySuccess result={applied} /> : null}
      <FormProvider {...form}>
        <form
          ref={formElement}
          method="post"
          noValidate
          onFocus={preload}
          onSubmit={(e) => void submit(send)(e)}
          className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
        >
          <LeaveTypeField balances={balances} year={year} />
          <LeaveDateFields countId={countId} bounds={applyWindow} />
          <WorkingDaysSummary id={countId} state={days} />
          <LeaveDurationField />
          <LeaveNoteFields />
          {failure ? (
            <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
              <Alert title="The leave was not applied for">{failure}</Alert>
            </div>
          ) : null}
          <Button type="submit" pending={pending} className="w-full sm:w-auto">
            {pending ? <Spinner /> : null}
            {pending ? 'Sending…' : 'Apply for leave'}
          </Button>
        </form>
      </FormProvider>
    </section>
  );
}

/**
 * Applies for leave with one Idempotency-Key per filled-in form, renewed after a success so the next form
 * is a new request even when it asks for the same days.
 */
function useLeaveApplication() {
  const mutation = useApplyLeave();
  const { keyFor, renew } = useIdempotencyKey();

  async function apply(body: ApplyLeaveInput) {
    const result = await mutation.mutateAsync({ body, idempotencyKey: keyFor(body) });
    renew();
    return result;
  }

  return { apply, pending: mutation.isPending };
}

/** The confirmation of a request just sent, focused so screen readers read it and keyboards start here. */
function ApplySuccess({ result }: { result: ApplyLeaveResult }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [result]);
  return (
    <div ref={box} tabIndex={-1} role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-950 focus:outline-2 focus:outline-green-700">
      <p className="font-semibold">
        Request {result.requestId} sent: {LEAVE_STATUS_LABELS[result.status]}
      </p>
      <p className="mt-1">
        {LEAVE_TYPE_NAMES[result.leaveType]}, {formatLeaveDates(result.startDate, result.endDate)} ({formatDayCount(result.days)}). Your manager
        decides; the days are held as pending until then, and the request is listed under “My leave requests”.
      </p>
    </div>
  );
}
