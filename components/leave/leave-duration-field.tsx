'use client';

import { useEffect, useId } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import { LEAVE_DURATIONS } from '@/lib/leave/constants';
import { LEAVE_DURATION_LABELS } from './leave-format';
import { useLeaveForm } from './leave-field';

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
