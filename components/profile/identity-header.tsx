import { Avatar } from '@/components/ui/avatar';
import type { EmployeeDetail } from '@/lib/profile/hooks';

export function IdentityHeader({ profile }: { profile: EmployeeDetail }) {
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
