'use client';

import { useId } from 'react';
import { useController } from 'react-hook-form';
import { describedBy } from '@/components/ui/field';
import type { DirectoryFilters } from '@/lib/directory/hooks';
import { useFieldMessage, useJobForm } from '@/components/ui/form/form-field';

type Location = DirectoryFilters['locations'][number];

/** One checkbox per location; the value is the list of checked codes, in the order the locations are listed. */
export function LocationCheckboxes({ locations }: { locations: Location[] }) {
  const id = useId();
  const { control } = useJobForm();
  const { field } = useController({ control, name: 'joiningLocations' });
  const error = useFieldMessage('joiningLocations', 'Location');
  const hint = 'Choose at least one.';
  const chosen = new Set(field.value);

  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    field.onChange(locations.map((l) => l.code).filter((c) => next.has(c)));
  };

  return (
    <fieldset aria-describedby={describedBy(id, { hint, error })} className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-gray-900">Joining locations</legend>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {hint}
      </p>
      <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
        {locations.map((location, i) => (
          <label key={location.code} className="flex min-h-10 items-center gap-2 text-sm text-gray-900">
            <input
              // The first box takes the field's ref, so a failed submit can move focus to the group.
              ref={i === 0 ? field.ref : undefined}
              type="checkbox"
              name={field.name}
              value={location.code}
              checked={chosen.has(location.code)}
              onChange={(e) => toggle(location.code, e.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-indigo-700"
            />
            {location.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
