'use client';

import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { Period } from '@/lib/payroll/hooks';

type YearPickerProps = { periods: readonly Period[]; year: string; onYear: (year: string) => void };

/** The financial years the period list holds, newest first as it sends them. */
export function YearPicker({ periods, year, onYear }: YearPickerProps) {
  const id = useId();
  return (
    <div className="w-full sm:w-56">
      <Field id={id} label="Financial year">
        <Select id={id} value={year} onChange={(e) => onYear(e.target.value)}>
          {periods.map((p) => (
            <option key={p.year} value={p.year}>
              {p.label}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
