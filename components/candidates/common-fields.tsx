'use client';

import { SkillsInput } from '@/components/ui/form/skills-input';
import { NumberField, TextField } from './candidate-field';

// Fields both pages show, worded for either reader (the applicant or a recruiter typing for someone).

export function NameFields() {
  return (
    <>
      <TextField name="firstName" label="First name" autoComplete="given-name" maxLength={100} />
      <TextField name="middleName" label="Middle name" hint="Optional." autoComplete="additional-name" maxLength={100} />
      <TextField name="lastName" label="Last name" autoComplete="family-name" maxLength={100} />
    </>
  );
}

/** The two ways to reach someone; the schema needs at least one of them. */
export function EmailAndMobileFields() {
  return (
    <>
      <TextField
        name="primaryEmail"
        label="E-mail address"
        hint="Give an e-mail address, a mobile number or both."
        type="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={254}
      />
      <TextField name="mobileNumber" label="Mobile number" hint="With the country code, for example +91 98765 43210." type="tel" autoComplete="tel" maxLength={30} />
    </>
  );
}

export function LinkedInField() {
  return <TextField name="linkedInProfile" label="LinkedIn profile" hint="Optional: the address of the profile page." inputMode="url" spellCheck={false} maxLength={300} />;
}

/** Total experience as years and months, notice period and expected pay. */
export function ExperienceFields() {
  return (
    <>
      <NumberField name="expInYears" label="Total experience: years" max={60} />
      <NumberField name="expInMonths" label="Total experience: months" hint="On top of the years: 4 years 6 months is 4 and 6." max={720} />
      <NumberField name="noticePeriod" label="Notice period (days)" hint="How long before a new job can start; 0 if at once." max={365} />
      <NumberField name="expectedSalary" label="Expected salary (yearly)" />
    </>
  );
}

/** The recruiter's skills box, whose form field is also called `skills`; it spans the grid's width. */
export function SkillsField() {
  return (
    <div className="sm:col-span-2">
      <SkillsInput />
    </div>
  );
}
