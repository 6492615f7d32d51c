'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { cx } from '@/components/ui/cx';
import { Select } from '@/components/ui/select';
import { controlClass, TextInput } from '@/components/ui/text-input';
import { FormField } from './form-field';
import { textOrUndefined } from './values';

// Labelled boxes whose blank means "not given" (undefined), which the schemas' optional fields expect.

type TextFieldProps<Values extends FieldValues> = Omit<ComponentProps<'input'>, 'name' | 'id'> & {
  name: FieldPath<Values>;
  label: string;
  hint?: ReactNode;
  /** Rewrites what was typed before the schema sees it (for example upperCase). */
  transform?: (value: unknown) => unknown;
};

/** A labelled text box. */
export function TextField<Values extends FieldValues = FieldValues>({ name, label, hint, transform, ...input }: TextFieldProps<Values>) {
  const { register } = useFormContext<Values>();
  const setValueAs = transform ? (value: unknown) => textOrUndefined(transform(value)) : textOrUndefined;
  return (
    <FormField<Values> name={name} label={label} hint={hint}>
      {(control) => <TextInput {...control} {...input} {...register(name, { setValueAs })} />}
    </FormField>
  );
}

type TextAreaFieldProps<Values extends FieldValues> = { name: FieldPath<Values>; label: string; hint?: ReactNode; maxLength?: number; rows?: number };

export function TextAreaField<Values extends FieldValues = FieldValues>({ name, label, hint, maxLength, rows = 3 }: TextAreaFieldProps<Values>) {
  const { register } = useFormContext<Values>();
  return (
    <FormField<Values> name={name} label={label} hint={hint}>
      {(control) => <textarea {...control} rows={rows} maxLength={maxLength} className={cx(controlClass, 'min-h-20')} {...register(name, { setValueAs: textOrUndefined })} />}
    </FormField>
  );
}

type SelectFieldProps<Values extends FieldValues> = { name: FieldPath<Values>; label: string; hint?: ReactNode; options: readonly string[]; placeholder?: string };

/** A choice among fixed words; the first, empty option means "not given". */
export function SelectField<Values extends FieldValues = FieldValues>({ name, label, hint, options, placeholder = 'Not given' }: SelectFieldProps<Values>) {
  const { register } = useFormContext<Values>();
  return (
    <FormField<Values> name={name} label={label} hint={hint}>
      {(control) => (
        <Select {...control} {...register(name, { setValueAs: textOrUndefined })}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
