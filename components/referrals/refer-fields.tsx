'use client';

import { NumberField } from '@/components/ui/form/number-field';
import { TextField } from '@/components/ui/form/text-field';
import { FormSection } from '@/components/ui/form/form-section';
import type { ReferFormValues } from './refer-resolver';

// The form kit's boxes, named by the refer form's own paths.
const Text = TextField<ReferFormValues>;
const WholeNumber = NumberField<ReferFormValues>;

/** The refer form's boxes: who the person is, how to reach them, what they know, and the job (fixed). */
export function ReferFields() {
  return (
    <>
      <FormSection title="The person you refer" columns>
        <Text name="candidateName" label="Full name" autoComplete="off" maxLength={200} />
        <Text name="skills" label="Skills" autoComplete="off" maxLength={1000} hint="For example: Java, Spring Boot, SQL." />
        <Text name="email" label="E-mail address" type="email" autoComplete="off" maxLength={254} hint="Give an e-mail address, a mobile number, or both." />
        <Text name="mobileNumber" label="Mobile number" type="tel" autoComplete="off" maxLength={30} />
        <WholeNumber name="expInYear" label="Experience: years" max={60} />
        <WholeNumber name="expInMonth" label="Experience: months" max={11} hint="0 to 11, on top of the years." />
      </FormSection>
      <Text name="jobCode" label="Job code" readOnly className="bg-gray-100 text-gray-700" hint="The job you chose; to refer for another, close this form and pick that job." />
    </>
  );
}
