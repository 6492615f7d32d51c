import { Avatar } from '@/components/ui/avatar';
import type { Role, ShellUser } from './nav-items';
import { SignOutButton, UserMenuDisclosure } from './user-menu-client';

const LABELS: Record<Role, string> = { employee: 'Employee', manager: 'Manager', recruiter: 'Recruiter', hr_admin: 'HR admin' };

/** Everyone is an employee; other roles come on top of that. */
function roleLabels(roles: readonly Role[]): string[] {
  const all: Role[] = roles.includes('employee') ? [...roles] : ['employee', ...roles];
  return all.map((r) => LABELS[r]);
}

/** Who is signed in, and the way out. Rendered on the server; only the toggle and sign-out run in the browser. */
export function UserMenu({ user }: { user: ShellUser }) {
  return (
    <UserMenuDisclosure
      button={
        <>
          <Avatar name={user.name} size="xs" />
          <span className="max-w-32 min-w-0 truncate sm:max-w-48">{user.name}</span>
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 text-gray-700">
            <path d="M5.25 7.5 10 12.25 14.75 7.5z" />
          </svg>
        </>
      }
    >
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-gray-700">Username</dt>
          <dd className="font-medium break-all text-gray-900">{user.username}</dd>
        </div>
        <div>
          <dt className="text-gray-700">Roles</dt>
          <dd className="font-medium text-gray-900">{roleLabels(user.roles).join(', ')}</dd>
        </div>
      </dl>
      <SignOutButton className="mt-4 w-full" />
    </UserMenuDisclosure>
  );
}
