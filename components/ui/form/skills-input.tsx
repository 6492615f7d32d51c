'use client';

import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { TextInput } from '@/components/ui/text-input';
import { FormField } from './form-field';
import { parseSkills } from './values';

/** Skills typed as one comma-separated line; the form holds them, in its `skills` field, as the list the API takes. */
export function SkillsInput() {
  const { control } = useFormContext<{ skills?: string[] }>();
  const { field } = useController({ control, name: 'skills' });
  // The text is kept as typed ("React, "), since re-joining the parsed list would eat a trailing comma mid-typing.
  const [text, setText] = useState(() => (field.value ?? []).join(', '));

  return (
    <FormField name="skills" label="Skills" itemName="Skill" hint="Separate skills with commas, for example: React, TypeScript, SQL. Up to 30.">
      {(control) => (
        <TextInput
          {...control}
          ref={field.ref}
          name={field.name}
          value={text}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            field.onChange(parseSkills(e.target.value));
          }}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
