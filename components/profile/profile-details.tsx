import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/components/ui/date-words';
import type { EmployeeDetail } from '@/lib/profile/hooks';
import { PanField } from './pan-field';
import { PictureUpload } from './picture-upload';

function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

type DetailItem = { label: string; value: ReactNode };

function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-sm text-gray-700">{item.label}</dt>
          <dd className="mt-0.5 font-medium break-words text-gray-900">
            {item.value ?? <span className="font-normal text-gray-700">Not provided</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function IdentityHeader({ profile }: { profile: EmployeeDetail }) {
  return (
    <section aria-label="Identity" className="flex flex-col items-start gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:p-6">
      <Avatar name={profile.displayName} src={profile.pictureUrl} size="lg" />
      <div className="min-w-0">
        <h1 className="text-2xl font-bold break-words text-gray-900">{profile.displayName}</h1>
        <p className="mt-1 text-gray-800">{profile.designation}</p>
        <p className="mt-1 text-sm text-gray-700">
          Employee code <span className="font-mono font-medium text-gray-900">{profile.employeeCode}</span>
          {profile.status === 'inactive' ? (
            <span className="ml-2 rounded bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-900">Inactive</span>
          ) : null}
        </p>
      </div>
    </section>
  );
}

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

function JobSection({ profile }: { profile: EmployeeDetail }) {
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

const linkClass = 'break-all text-indigo-800 underline';

function ContactSection({ profile }: { profile: EmployeeDetail }) {
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

function TaxSection({ profile }: { profile: EmployeeDetail }) {
  return (
    <ProfileSection id="tax-heading" title="Tax details">
      <DetailList
        items={[{ label: 'PAN', value: profile.panNumber ? <PanField username={profile.username} pan={profile.panNumber} /> : null }]}
      />
    </ProfileSection>
  );
}

/** The signed-in person's profile: who they are, their job, how to reach them, tax details, and their picture to change. */
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
