'use client';

import { FormSection } from '@/components/ui/form/form-section';
import { TextField } from './candidate-field';
import { EmailAndMobileFields, LinkedInField } from './common-fields';

const PROFILE = { inputMode: 'url', spellCheck: false, maxLength: 300 } as const;

export function ContactSection() {
  return (
    <FormSection title="Contact" columns>
      <EmailAndMobileFields />
      <TextField name="secondaryEmail" label="Second e-mail address" type="email" spellCheck={false} maxLength={254} />
      <TextField name="landlineNumber" label="Landline number" type="tel" maxLength={30} />
      <LinkedInField />
      <TextField name="faceBookProfile" label="Facebook profile" {...PROFILE} />
      <TextField name="twitterProfile" label="Twitter profile" {...PROFILE} />
      <TextField name="googlePlusProfile" label="Google+ profile" {...PROFILE} />
    </FormSection>
  );
}
