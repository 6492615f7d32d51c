import type { EmployeeDetail } from '@/lib/profile/hooks';
import { ContactSection } from './contact-section';
import { IdentityHeader } from './identity-header';
import { JobSection } from './job-section';
import { PictureUpload } from './picture-upload';
import { ProfileSection } from './profile-section';
import { TaxSection } from './tax-section';

export function ProfileDetails({ profile }: { profile: EmployeeDetail }) {
  return (
    <div className="space-y-6">
      <IdentityHeader profile={profile} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <JobSection profile={profile} />
          <ContactSection profile={profile} />
          <TaxSection profile={profile} />
        </div>
        <div>
          <ProfileSection id="picture-heading" title="Change your picture">
            <PictureUpload />
          </ProfileSection>
        </div>
      </div>
    </div>
  );
}
