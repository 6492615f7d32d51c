'use client';

import { FormSection } from '@/components/ui/form/form-section';
import { EmailAndMobileFields, ExperienceFields, LinkedInField, NameFields, SkillsField } from './common-fields';
import { EducationList } from './education-list';
import { WorkList } from './work-list';

/** The career site's focused subset of the candidate's fields. */
export function ApplyFields() {
  return (
    <>
      <FormSection title="About you" columns>
        <NameFields />
      </FormSection>
      <FormSection title="How to reach you" columns>
        <EmailAndMobileFields />
        <LinkedInField />
      </FormSection>
      <FormSection title="Experience and expectations" columns>
        <ExperienceFields />
        <SkillsField />
      </FormSection>
      <WorkList />
      <EducationList />
    </>
  );
}
