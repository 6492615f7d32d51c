'use client';

import { FormSection } from '@/components/ui/form/form-section';
import { NumberField } from '@/components/ui/form/number-field';
import { TextField } from '@/components/ui/form/text-field';
import { valuesFromResume } from '@/lib/candidates/resume-values';
import type { ParsedResumeResponse } from '@/lib/candidates/parse-schemas';
import type { ReferCandidate, ReferCandidateInput } from '@/lib/referrals/schemas';

/** What the refer form's boxes hold and what a valid submit yields: the API's own body. */
export type ReferFormValues = ReferCandidateInput;
export type ReferFormOutput = ReferCandidate;

/** The boxes on the form, which server field errors may be shown beside. */
export const REFER_FIELDS = ['candidateName', 'email', 'mobileNumber', 'expInYear', 'expInMonth', 'skills', 'jobCode'] as const;
export type ReferFieldName = (typeof REFER_FIELDS)[number];

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

/**
 * What a parsed resume suggests for the refer form. The candidate form's reading is reused: it already
 * drops guesses the schemas would refuse (a malformed e-mail, say) and treats "0 years" as not found.
 */
export function suggestionsFromResume(parsed: ParsedResumeResponse): Partial<ReferFormValues> {
  const found = valuesFromResume(parsed);
  const name = [found.firstName, found.middleName, found.lastName].filter(Boolean).join(' ') || parsed.fullName?.trim();
  return {
    candidateName: name ? name.slice(0, 200) : undefined,
    email: found.primaryEmail,
    mobileNumber: found.mobileNumber,
    skills: found.skills?.length ? found.skills.join(', ').slice(0, 1000) : undefined,
    expInYear: found.expInYears,
    expInMonth: found.expInMonths,
  };
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The suggestions for the boxes still empty: what the referrer typed is never overwritten. */
export function emptyFieldFills(current: Partial<ReferFormValues>, suggestions: Partial<ReferFormValues>): Array<[ReferFieldName, string | number]> {
  return (Object.entries(suggestions) as Array<[ReferFieldName, string | number | undefined]>).filter(
    (entry): entry is [ReferFieldName, string | number] => entry[1] !== undefined && isEmpty(current[entry[0]]),
  );
}
