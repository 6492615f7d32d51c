'use client';

import { AddressSection } from './address-section';
import { ContactSection } from './contact-section';
import { EducationList } from './education-list';
import { IdentitySection } from './identity-section';
import { IdsSection } from './ids-section';
import { InternshipList } from './internship-list';
import { ProfileSection } from './profile-section';
import { WorkList } from './work-list';

/** Every field of the spec's NewCandidateRequest, for a recruiter entering a candidate. */
export function RecruiterFields() {
  return (
    <>
      <IdentitySection />
      <ContactSection />
      <IdsSection />
      <ProfileSection />
      <AddressSection />
      <EducationList />
      <InternshipList />
      <WorkList withPay />
    </>
  );
}
