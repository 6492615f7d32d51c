'use client';

import { useId, useRef, useState } from 'react';
import { FormProvider, useWatch, type DefaultValues } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useOperationForm } from '@/components/ui/form/use-operation-form';
import { Spinner } from '@/components/ui/spinner';
import { useLeaveBalance, type ApplyLeaveResult } from '@/lib/leave/hooks';
import { ApplySuccess } from './apply-success';
import { LeaveDateFields, type DateWindow } from './leave-date-fields';
import { LeaveDurationField } from './leave-duration-field';
import { APPLY_LEAVE_FIELDS, type ApplyLeaveOutput, type ApplyLeaveValues } from './leave-field';
import { LeaveNoteFields } from './leave-note-fields';
import { LeaveTypeField } from './leave-type-field';
import { useLeaveApplication } from './use-leave-application';
import { useLeaveDays } from './use-leave-days';
import { LEAVE_MESSAGES } from './messages';
import { WorkingDaysSummary } from './working-days-summary';

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

  const [leaveType, startDate, endDate, duration] = useWatch({ control: form.control, name: ['leaveType', 'startDate', 'endDate', 'leaveDuration'] });
  // Balances and holidays are per calendar year: those of the year the leave starts in.
  const year = Number(startDate?.slice(0, 4)) || currentYear;
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
          <WorkingDaysSummary id={countId} state={days} balance={balances?.find((b) => b.leaveType === leaveType)} year={year} />
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
