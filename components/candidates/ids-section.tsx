'use client';

import { FormSection } from '@/components/ui/form/form-section';
import { TextField } from './candidate-field';

// Identity documents: never filled in by the browser's autofill, never spell-checked.
const ID = { autoComplete: 'off', spellCheck: false } as const;

export function IdsSection() {
  return (
    <FormSection title="IDs" columns>
      <TextField name="aadhar" label="Aadhaar number" hint="12 digits." inputMode="numeric" maxLength={14} {...ID} />
      <TextField name="panNumber" label="PAN" hint="Like ABCDE1234F." autoCapitalize="characters" maxLength={10} className="font-mono" {...ID} />
      <TextField name="passportNumber" label="Passport number" autoCapitalize="characters" maxLength={20} {...ID} />
      <TextField name="voterID" label="Voter ID" autoCapitalize="characters" maxLength={20} {...ID} />
      <TextField name="internationalID" label="Other national ID" maxLength={50} {...ID} />
    </FormSection>
  );
}
