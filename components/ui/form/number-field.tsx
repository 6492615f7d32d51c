'use client';

import type { ReactNode } from 'react';
import { TextInput } from '@/components/ui/text-input';
import { JobField, useJobForm, type JobFieldName } from './form-field';
import { wholeNumber, wholeNumberOrNull } from './values';

type NumberFieldProps = { name: JobFieldName; label: string; hint?: ReactNode; optional?: boolean; max?: number };

/** A whole-number box; an optional one sends null when left empty. */
export function NumberField({ name, label, hint, optional = false, max }: NumberFieldProps) {
  const { register } = useJobForm();
  return (
    <JobField name={name} label={label} hint={hint}>
      {(control) => (
        <TextInput
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          {...register(name, { setValueAs: optional ? wholeNumberOrNull : wholeNumber })}
        />
      )}
    </JobField>
  );
}
