'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { cx } from '@/components/ui/cx';
import { Select } from '@/components/ui/select';
import { controlClass, TextInput } from '@/components/ui/text-input';
import { JobField } from '@/components/ui/form/form-field';
import { textOrUndefined } from '@/components/ui/form/values';
import { NumberField as JobNumberField } from '@/components/ui/form/number-field';
import type { CandidateFormOutput, CandidateFormValues } from '@/lib/candidates/form';

export type CandidateFieldName = FieldPath<CandidateFormValues>;

/** The candidate form's context: values as typed, output as the shared schema parses them. */
export function useCandidateForm() {
  return useFormContext<CandidateFormValues, unknown, CandidateFormOutput>();
}

type WithCandidateName<C extends (props: never) => ReactNode> = (props: Omit<Parameters<C>[0], 'name'> & { name: CandidateFieldName }) => ReactNode;

/**
 * The recruiter job form's JobField and NumberField, reused as they are: at run time they only hand
 * `name` to the surrounding react-hook-form context, so they work in any form; only their `name` type
 * is the job form's, and these aliases give it the candidate form's paths instead.
 */
export const CandidateField = JobField as unknown as WithCandidateName<typeof JobField>;
/** A whole-number box; empty means "not given" (left out of the request). */
export const NumberField = JobNumberField as unknown as WithCandidateName<typeof JobNumberField>;

type TextFieldProps = Omit<ComponentProps<'input'>, 'name' | 'id'> & {
  name: CandidateFieldName;
  label: string;
  hint?: ReactNode;
  /** Rewrites what was typed before the schema sees it (for example upperCase). */
  transform?: (value: unknown) => unknown;
};

/** A labelled text box; a blank one is "not given", which the schema's optional fields expect. */
export function TextField({ name, label, hint, transform, ...input }: TextFieldProps) {
  const { register } = useCandidateForm();
  const setValueAs = transform ? (value: unknown) => textOrUndefined(transform(value)) : textOrUndefined;
  return (
    <CandidateField name={name} label={label} hint={hint}>
      {(control) => <TextInput {...control} {...input} {...register(name, { setValueAs })} />}
    </CandidateField>
  );
}

type TextAreaFieldProps = { name: CandidateFieldName; label: string; hint?: ReactNode; maxLength?: number; rows?: number };

export function TextAreaField({ name, label, hint, maxLength, rows = 3 }: TextAreaFieldProps) {
  const { register } = useCandidateForm();
  return (
    <CandidateField name={name} label={label} hint={hint}>
      {(control) => <textarea {...control} rows={rows} maxLength={maxLength} className={cx(controlClass, 'min-h-20')} {...register(name, { setValueAs: textOrUndefined })} />}
    </CandidateField>
  );
}

type SelectFieldProps = { name: CandidateFieldName; label: string; hint?: ReactNode; options: readonly string[]; placeholder?: string };

/** A choice among fixed words; the first, empty option means "not given". */
export function SelectField({ name, label, hint, options, placeholder = 'Not given' }: SelectFieldProps) {
  const { register } = useCandidateForm();
  return (
    <CandidateField name={name} label={label} hint={hint}>
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
    </CandidateField>
  );
}
