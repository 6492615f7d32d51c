'use client';

import { useRef, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FormSection } from '@/components/ui/form/form-section';
import { Button } from '@/components/ui/button';
import type { EntryListName } from '@/lib/candidates/form';
import { useCandidateForm } from './candidate-field';

// The schema's maximum per list; the Add button goes away at the limit instead of failing the submit.
const MAX_ENTRIES: Record<EntryListName, number> = { education: 20, internshipExperience: 20, workExperience: 30 };

type EntryListProps = {
  name: EntryListName;
  title: string;
  hint?: string;
  /** "Job 1": names the entry's group and its Remove button for screen readers. */
  entryTitle: (index: number) => string;
  addLabel: string;
  /** The fields of entry `index`, laid out in a two-column grid on wider screens. */
  children: (index: number) => ReactNode;
};

/** A repeatable group (education, jobs, internships): each entry a fieldset with Remove, and Add below. */
export function EntryList({ name, title, hint, entryTitle, addLabel, children }: EntryListProps) {
  const { control } = useCandidateForm();
  const { fields, append, remove } = useFieldArray({ control, name });
  const addButton = useRef<HTMLButtonElement>(null);
  const full = fields.length >= MAX_ENTRIES[name];

  return (
    <FormSection title={title}>
      {hint ? <p className="text-sm text-gray-700">{hint}</p> : null}
      {fields.length === 0 ? <p className="text-sm text-gray-700">None added.</p> : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="min-w-0 rounded-md border border-gray-200 p-3 sm:p-4">
          <legend className="px-1 text-sm font-semibold text-gray-900">{entryTitle(index)}</legend>
          <div className="grid gap-4 sm:grid-cols-2">{children(index)}</div>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              remove(index);
              // The button that had focus is gone: keep the keyboard user in the list.
              addButton.current?.focus();
            }}
          >
            Remove <span className="sr-only">{entryTitle(index)}</span>
          </Button>
        </fieldset>
      ))}
      <div>
        {full ? (
          <p className="text-sm text-gray-700">You have added as many as the form takes.</p>
        ) : (
          <Button ref={addButton} variant="secondary" onClick={() => append({}, { shouldFocus: true })}>
            {addLabel}
          </Button>
        )}
      </div>
    </FormSection>
  );
}
