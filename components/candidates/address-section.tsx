'use client';

import { FormSection } from '@/components/ui/form/form-section';
import { TextField } from './candidate-field';

type AddressName = 'currentAddress' | 'permanentAddress';

function AddressFields({ name, title }: { name: AddressName; title: string }) {
  return (
    <fieldset className="min-w-0 rounded-md border border-gray-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name={`${name}.addressLine1`} label="Address line 1" maxLength={200} />
        <TextField name={`${name}.addressLine2`} label="Address line 2" maxLength={200} />
        <TextField name={`${name}.city`} label="City" maxLength={100} />
        <TextField name={`${name}.state`} label="State" maxLength={100} />
        <TextField name={`${name}.country`} label="Country" maxLength={100} />
        <TextField name={`${name}.pincode`} label="PIN code" inputMode="numeric" maxLength={12} />
      </div>
    </fieldset>
  );
}

export function AddressSection() {
  return (
    <FormSection title="Addresses">
      <AddressFields name="currentAddress" title="Current address" />
      <AddressFields name="permanentAddress" title="Permanent address" />
    </FormSection>
  );
}
