'use client';

import { TextInput } from '@/components/ui/text-input';
import { FormSection } from '@/components/ui/form/form-section';
import { JobField, useJobForm } from '@/components/ui/form/form-field';
import { textOrNull, upperCase } from '@/components/ui/form/values';
import { NumberField } from '@/components/ui/form/number-field';

export function JobPayFields() {
  const { register } = useJobForm();
  return (
    <FormSection title="Pay, referral and dates" columns>
      <NumberField name="salaryMin" label="Salary from (yearly)" hint="Optional: give both ends of the range, or neither." optional />
      <NumberField name="salaryMax" label="Salary to (yearly)" optional />
      <JobField name="currencyCode" label="Currency" hint="A three-letter code such as INR, for the salary and the bonus.">
        {(control) => (
          <TextInput
            {...control}
            maxLength={3}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="font-mono sm:max-w-32"
            {...register('currencyCode', { setValueAs: upperCase })}
          />
        )}
      </JobField>
      <NumberField name="referralBonus" label="Referral bonus" hint="Optional: paid to the employee whose referral is hired." optional />
      <JobField name="closingDate" label="Closing date" hint="Optional: the last day to apply. The job stops showing after it.">
        {(control) => <TextInput {...control} type="date" className="sm:max-w-xs" {...register('closingDate', { setValueAs: textOrNull })} />}
      </JobField>
    </FormSection>
  );
}
