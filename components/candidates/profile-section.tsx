'use client';

import { FormSection } from '@/components/ui/form/form-section';
import { parseSkills } from '@/components/ui/form/values';
import { TextInput } from '@/components/ui/text-input';
import { CandidateField, CheckboxField, TextAreaField, TextField, useCandidateForm } from './candidate-field';
import { ExperienceFields, SkillsField } from './common-fields';

/** Languages as one comma-separated line, like skills; a list written back into the box reads "English,Hindi", which parses the same. */
function LanguagesField() {
  const { register } = useCandidateForm();
  return (
    <CandidateField name="languages" label="Languages" itemName="Language" hint="Separate with commas, for example: English, Hindi, Kannada.">
      {(control) => <TextInput {...control} autoComplete="off" {...register('languages', { setValueAs: (v) => parseSkills(String(v ?? '')) })} />}
    </CandidateField>
  );
}

/** The job, career profile and how the candidate came to us. */
export function ProfileSection() {
  return (
    <FormSection title="Profile" columns>
      <TextField
        name="jobCode"
        label="Job code"
        hint="Optional: the open job this candidate is for, such as JOB-000123."
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        className="font-mono"
      />
      <TextField name="referenceSource" label="Source" hint="Where the candidate came from, for example a job fair." maxLength={100} />
      <TextField name="functionalArea" label="Functional area" maxLength={100} />
      <TextField name="industryName" label="Industry" maxLength={100} />
      <ExperienceFields />
      <SkillsField />
      <div className="sm:col-span-2">
        <LanguagesField />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField name="reasonForLeaving" label="Reason for leaving the current job" maxLength={1000} />
      </div>
      <CheckboxField name="fresher" label="Fresher" hint="No work experience yet." />
      <CheckboxField name="inReview" label="Start in review" hint="Instead of New: for someone already being looked at." />
    </FormSection>
  );
}
