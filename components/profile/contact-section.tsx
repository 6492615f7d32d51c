import type { EmployeeDetail } from '@/lib/profile/hooks';
import { DetailList } from './detail-list';
import { ProfileSection } from './profile-section';

const linkClass = 'break-all text-indigo-800 underline';

export function ContactSection({ profile }: { profile: EmployeeDetail }) {
  return (
    <ProfileSection id="contact-heading" title="Contact">
      <DetailList
        items={[
          {
            label: 'Work e-mail',
            value: (
              <a href={`mailto:${profile.workEmail}`} className={linkClass}>
                {profile.workEmail}
              </a>
            ),
          },
          {
            label: 'Personal e-mail',
            value: profile.personalEmail ? (
              <a href={`mailto:${profile.personalEmail}`} className={linkClass}>
                {profile.personalEmail}
              </a>
            ) : null,
          },
          {
            label: 'Mobile',
            value: profile.mobileNumber ? (
              <a href={`tel:${profile.mobileNumber}`} className={linkClass}>
                {profile.mobileNumber}
              </a>
            ) : null,
          },
        ]}
      />
    </ProfileSection>
  );
}
