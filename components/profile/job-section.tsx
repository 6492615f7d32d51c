import type { EmployeeDetail } from '@/lib/profile/hooks';
import { DetailList } from './detail-list';
import { formatDate } from '@/components/ui/format-date';
import { ProfileSection } from './profile-section';

function Manager({ manager }: { manager: NonNullable<EmployeeDetail['manager']> }) {
  return (
    <>
      {manager.displayName}
      <span className="block text-sm font-normal text-gray-700">{manager.designation}</span>
      <a href={`mailto:${manager.workEmail}`} className="block text-sm font-normal break-all text-indigo-800 underline">
        {manager.workEmail}
      </a>
    </>
  );
}

export function JobSection({ profile }: { profile: EmployeeDetail }) {
  const { businessUnit, location, manager } = profile;
  return (
    <ProfileSection id="job-heading" title="Job and organisation">
      <DetailList
        items={[
          { label: 'Department', value: profile.department },
          { label: 'Business unit', value: `${businessUnit.name} (${businessUnit.orgUnitCode})` },
          {
            label: 'Location',
            value: (
              <>
                {location.name}
                <span className="block text-sm font-normal text-gray-700">
                  {[location.city, location.state, location.country].filter(Boolean).join(', ')}
                </span>
              </>
            ),
          },
          { label: 'Date of joining', value: <time dateTime={profile.dateOfJoining}>{formatDate(profile.dateOfJoining)}</time> },
          { label: 'Manager', value: manager ? <Manager manager={manager} /> : <span className="font-normal text-gray-700">None</span> },
        ]}
      />
    </ProfileSection>
  );
}
