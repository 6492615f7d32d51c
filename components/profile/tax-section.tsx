import type { EmployeeDetail } from '@/lib/profile/hooks';
import { DetailList } from './detail-list';
import { ProfileSection } from './profile-section';

export function TaxSection({ profile }: { profile: EmployeeDetail }) {
  return (
    <ProfileSection id="tax-heading" title="Tax details">
      <DetailList
        items={[{ label: 'PAN', value: profile.panNumber ? <span className="font-mono">{profile.panNumber}</span> : null }]}
      />
    </ProfileSection>
  );
}
