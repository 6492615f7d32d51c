'use client';

import { useWatch } from 'react-hook-form';
import { TextInput } from '@/components/ui/text-input';
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
      if (from && (!to || to < from)) setValue('endDate', from, { shouldValidate: false });
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
            min={startDate || bounds?.from}
            max={bounds?.to}
            aria-describedby={describe(props['aria-describedby'])}
          />
        )}
      </LeaveField>
    </div>
  );
}
