'use client';

import type { ReactNode } from 'react';
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput } from '@/components/ui/text-input';
import { FormField } from './form-field';
import { wholeNumber, wholeNumberOrNull } from './values';

type NumberFieldProps<Values extends FieldValues> = { name: FieldPath<Values>; label: string; hint?: ReactNode; optional?: boolean; max?: number };

/** A whole-number box; an empty one is "not given" (undefined), or null when `optional`, as the API wants. */
export function NumberField<Values extends FieldValues = FieldValues>({ name, label, hint, optional = false, max }: NumberFieldProps<Values>) {
  const { register } = useFormContext<Values>();
  return (
    <FormField<Values> name={name} label={label} hint={hint}>
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
    </FormField>
  );
}
