'use client';

import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form/form-field';
import { NumberField as KitNumberField } from '@/components/ui/form/number-field';
import { SelectField as KitSelectField, TextAreaField as KitTextAreaField, TextField as KitTextField } from '@/components/ui/form/text-field';
import type { CandidateFormOutput, CandidateFormValues } from '@/lib/candidates/form';

// The form kit's boxes, named by the candidate form's own paths.
export const CandidateField = FormField<CandidateFormValues>;
export const TextField = KitTextField<CandidateFormValues>;
export const TextAreaField = KitTextAreaField<CandidateFormValues>;
export const SelectField = KitSelectField<CandidateFormValues>;
/** A whole-number box; empty means "not given" (left out of the request). */
export const NumberField = KitNumberField<CandidateFormValues>;

/** The candidate form's context: values as typed, output as the shared schema parses them. */
export function useCandidateForm() {
  return useFormContext<CandidateFormValues, unknown, CandidateFormOutput>();
}

/** The spec's yes/no strings ("fresher", "currentEmployer") and the one true boolean ("inReview"). */
type CheckboxName = 'fresher' | 'inReview' | `workExperience.${number}.currentEmployer`;

/** Strings written by other clients count too ("true", "Y"). */
const isYes = (value: unknown) => value === true || (typeof value === 'string' && /^(y|yes|true|1)$/i.test(value.trim()));

/**
 * A checkbox for a yes/no field: a ticked box stores "yes" for the spec's string fields and true for
 * `inReview`; an unticked one leaves the field out.
 */
export function CheckboxField({ name, label, hint }: { name: CheckboxName; label: string; hint?: ReactNode }) {
  const id = useId();
  const { control } = useCandidateForm();
  // Destructured: the hooks linter takes an object passed whole to `ref=` for a ref and refuses reading its other keys.
  const { ref, value, onChange, onBlur } = useController({ control, name }).field;
  const on = name === 'inReview' ? true : 'yes';
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        ref={ref}
        type="checkbox"
        name={name}
        checked={isYes(value)}
        onChange={(e) => onChange(e.target.checked ? on : undefined)}
        onBlur={onBlur}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-indigo-700"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
