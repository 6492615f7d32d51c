'use client';

import { upperCase } from '@/components/ui/form/values';
import { CheckboxField, NumberField, TextAreaField, TextField } from './candidate-field';
import { EntryList } from './entry-list';

/**
 * Jobs, most recent first: the first entry is the current or latest job (the apply page's "current
 * company and title"). `withPay` adds the recruiter's CTC and currency.
 */
export function WorkList({ withPay = false }: { withPay?: boolean }) {
  return (
    <EntryList
      name="workExperience"
      title="Work experience"
      hint="Most recent first. Leave the end date empty for a current job."
      entryTitle={(i) => (i === 0 ? 'Job 1 (current or most recent)' : `Job ${i + 1}`)}
      addLabel="Add a job"
    >
      {(i) => (
        <>
          <TextField name={`workExperience.${i}.jobTitle`} label="Job title" maxLength={200} />
          <TextField name={`workExperience.${i}.companyName`} label="Company" maxLength={200} />
          <TextField name={`workExperience.${i}.startDate`} label="Start date" type="date" />
          <TextField name={`workExperience.${i}.endDate`} label="End date" type="date" />
          <div className="sm:col-span-2">
            <CheckboxField name={`workExperience.${i}.currentEmployer`} label="Current job" />
          </div>
          {withPay ? (
            <>
              <NumberField name={`workExperience.${i}.ctc`} label="CTC (yearly)" />
              <TextField
                name={`workExperience.${i}.currencyCode`}
                label="Currency"
                transform={upperCase}
                hint="A three-letter code such as INR."
                maxLength={3}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                className="font-mono sm:max-w-32"
              />
            </>
          ) : null}
          <div className="sm:col-span-2">
            <TextAreaField name={`workExperience.${i}.jobDescription`} label="Description" hint="Optional: the role and what was achieved in it." maxLength={5000} />
          </div>
        </>
      )}
    </EntryList>
  );
}
