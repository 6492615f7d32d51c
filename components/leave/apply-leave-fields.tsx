'use client';

import { useEffect, useId } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import { cx } from '@/components/ui/cx';
import { textOrUndefined } from '@/components/ui/form/values';
import { Select } from '@/components/ui/select';
import { controlClass, TextInput } from '@/components/ui/text-input';
import { LEAVE_DURATIONS, LEAVE_TYPE_NAMES, LEAVE_TYPES, type LeaveType } from '@/lib/leave/constants';
import type { LeaveBalanceItem } from '@/lib/leave/hooks';
import { isCompleteDate } from '@/lib/time';
import { formatDayCount, LEAVE_DURATION_LABELS } from './leave-format';
import { LeaveField, useLeaveForm } from './leave-field';

/** The first and last day leave may be applied for, as YYYY-MM-DD. */
export type DateWindow = { from: string; to: string };

/**
 * First and last day of the leave; picking a start after the end (or with no end yet) moves the end to it.
 * The pickers offer only the days in `bounds`; a date typed outside it is refused by the server, beside its box.
 */
export function LeaveDateFields({ countId, bounds }: { countId: string; bounds?: DateWindow }) {
  const { register, getValues, setValue, control } = useLeaveForm();
  const startDate = useWatch({ control, name: 'startDate' });

  const start = register('startDate', {
    onChange: () => {
      const [from, to] = getValues(['startDate', 'endDate']);
      if (isCompleteDate(from) && (!to || to < from)) setValue('endDate', from, { shouldValidate: false });
    },
  });

  // The live count below is part of what each date means, so screen readers hear it with the date.
  const describe = (ids: string | undefined) => [ids, countId].filter(Boolean).join(' ');

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LeaveField name="startDate" label="Start date">
        {(props) => (
          <TextInput
            {...props}
            {...start}
            type="date"
            min={bounds?.from}
            max={bounds?.to}
            aria-describedby={describe(props['aria-describedby'])}
          />
        )}
      </LeaveField>
      <LeaveField name="endDate" label="End date">
        {(props) => (
          <TextInput
            {...props}
            {...register('endDate')}
            type="date"
            min={isCompleteDate(startDate) ? startDate : bounds?.from}
            max={bounds?.to}
            aria-describedby={describe(props['aria-describedby'])}
          />
        )}
      </LeaveField>
    </div>
  );
}

/** Full day, or the first or second half of a single day: halves are offered only when start = end. */
export function LeaveDurationField() {
  const id = useId();
  const { register, setValue, control } = useLeaveForm();
  const [startDate, endDate, duration] = useWatch({ control, name: ['startDate', 'endDate', 'leaveDuration'] });
  const { errors } = useFormState({ control, name: 'leaveDuration' });
  const error: unknown = get(errors, 'leaveDuration.message');
  const oneDay = Boolean(startDate) && startDate === endDate;

  // A half day chosen for one date stops making sense once the range grows: fall back to full days.
  useEffect(() => {
    if (!oneDay && duration !== 'full_day') setValue('leaveDuration', 'full_day');
  }, [oneDay, duration, setValue]);

  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} className="space-y-2">
      <legend className="text-sm font-medium text-gray-900">Duration</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
        {LEAVE_DURATIONS.map((value) => (
          <label key={value} className="inline-flex min-h-10 items-center gap-2 text-base text-gray-900 has-disabled:text-gray-500">
            <input type="radio" value={value} disabled={value !== 'full_day' && !oneDay} className="size-4 accent-indigo-700" {...register('leaveDuration')} />
            {LEAVE_DURATION_LABELS[value]}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {oneDay ? 'A half day counts as 0.5 days.' : 'Half days are for a single day: pick the same start and end date.'}
      </p>
      {typeof error === 'string' ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function optionText(type: LeaveType, balance: LeaveBalanceItem | undefined): string {
  const name = LEAVE_TYPE_NAMES[type];
  if (!balance) return name;
  return balance.available === null ? `${name} — unpaid, no balance` : `${name} — ${formatDayCount(balance.available)} available`;
}

type LeaveTypeFieldProps = { balances: LeaveBalanceItem[] | undefined; year: number };

/** The type, with what is left of each in the year applied for, so nobody has to scroll up to check. */
export function LeaveTypeField({ balances, year }: LeaveTypeFieldProps) {
  const { register } = useLeaveForm();
  const hint = balances ? `Days available in ${year}.` : undefined;
  return (
    <LeaveField name="leaveType" label="Leave type" hint={hint}>
      {(control) => (
        <Select {...control} {...register('leaveType', { setValueAs: textOrUndefined })}>
          <option value="">Choose a leave type</option>
          {LEAVE_TYPES.map((type) => (
            <option key={type} value={type}>
              {optionText(type, balances?.find((b) => b.leaveType === type))}
            </option>
          ))}
        </Select>
      )}
    </LeaveField>
  );
}

/** The reason (the approver sees it first) and any longer comments; both optional. */
export function LeaveNoteFields() {
  const { register } = useLeaveForm();
  return (
    <>
      <LeaveField name="leaveReason" label="Reason (optional)" hint="For example: family function, medical appointment.">
        {(control) => <TextInput {...control} maxLength={500} autoComplete="off" {...register('leaveReason', { setValueAs: textOrUndefined })} />}
      </LeaveField>
      <LeaveField name="comments" label="Comments for your manager (optional)">
        {(control) => (
          <textarea {...control} rows={3} maxLength={1000} className={cx(controlClass, 'min-h-20')} {...register('comments', { setValueAs: textOrUndefined })} />
        )}
      </LeaveField>
    </>
  );
}
