'use client';

import { FormSection } from '@/components/ui/form/form-section';
import { SelectField, TextField } from './candidate-field';
import { NameFields } from './common-fields';

const TITLES = ['Mr', 'Ms', 'Mrs', 'Mx', 'Dr', 'Prof'] as const;
const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'] as const;

/** Names as written in English and in the local script, and personal details. */
export function IdentitySection() {
  return (
    <FormSection title="Identity" columns>
      <SelectField name="title" label="Title" options={TITLES} />
      <NameFields />
      <TextField name="nickName" label="Nickname" maxLength={100} />
      <TextField name="localFirstName" label="First name (local script)" maxLength={100} />
      <TextField name="localMiddleName" label="Middle name (local script)" maxLength={100} />
      <TextField name="localLastName" label="Last name (local script)" maxLength={100} />
      <TextField name="localNickName" label="Nickname (local script)" maxLength={100} />
      <SelectField name="gender" label="Gender" options={GENDERS} />
      <TextField name="dateOfBirth" label="Date of birth" type="date" />
    </FormSection>
  );
}
