'use client';

import { useId } from 'react';
import { formatMonth } from '@/components/ui/date-words';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';

type MonthPickerProps = { months: readonly string[]; month: string; onMonth: (month: string) => void };

/** The months of the year that have a payslip, April first as the period list sends them. */
export function MonthPicker({ months, month, onMonth }: MonthPickerProps) {
  const id = useId();
  return (
    <div className="w-full sm:w-56">
      <Field id={id} label="Payslip month">
        <Select id={id} value={month} onChange={(e) => onMonth(e.target.value)}>
          {months.map((m) => (
            <option key={m} value={m}>
              {formatMonth(m)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
