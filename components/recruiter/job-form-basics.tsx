'use client';

import { cx } from '@/components/ui/cx';
import { controlClass, TextInput } from '@/components/ui/text-input';
import { JobField, useJobForm } from '@/components/ui/form/form-field';
import { textOrUndefined } from '@/components/ui/form/values';
import { FormSection } from '@/components/ui/form/form-section';

export function JobBasicsFields({ withJobCode }: { withJobCode: boolean }) {
  const { register } = useJobForm();
  return (
    <FormSection title="About the job">
      {withJobCode ? (
        <JobField name="jobCode" label="Job code" hint="Optional: leave empty to generate one such as JOB-000123. Letters, digits and hyphens.">
          {(control) => (
            <TextInput
              {...control}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              className="font-mono sm:max-w-xs"
              {...register('jobCode', { setValueAs: textOrUndefined })}
            />
          )}
        </JobField>
      ) : null}
      <JobField name="title" label="Title">
        {(control) => <TextInput {...control} maxLength={120} autoComplete="off" {...register('title')} />}
      </JobField>
      <JobField name="description" label="Description" hint="Markdown: ## for a heading, - for a list item, **bold**. At least 20 characters.">
        {(control) => <textarea {...control} rows={10} className={cx(controlClass, 'min-h-40')} {...register('description')} />}
      </JobField>
    </FormSection>
  );
}
