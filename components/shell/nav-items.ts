import type { Session } from 'next-auth';

export type Role = Session['user']['roles'][number];

/** What the shell shows about the signed-in person (from the server session). */
export type ShellUser = { name: string; username: string; roles: Role[] };

export type NavItem = {
  href: string;
  label: string;
  /** Shown only to people with one of these roles; everyone when absent. */
  roles?: readonly Role[];
};

export const APPROVALS_HREF = '/approvals';

export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/profile', label: 'Profile' },
  { href: '/directory', label: 'Directory' },
  { href: '/leave', label: 'Leave' },
  { href: '/attendance', label: 'Attendance' },
  { href: '/payroll', label: 'Payroll' },
  { href: APPROVALS_HREF, label: 'Approvals', roles: ['manager', 'hr_admin'] },
  { href: '/referrals', label: 'Referrals' },
  { href: '/recruiter/jobs', label: 'Jobs', roles: ['recruiter', 'hr_admin'] },
  { href: '/recruiter/candidates', label: 'Candidates', roles: ['recruiter', 'hr_admin'] },
  { href: '/recruiter/referrals', label: 'Pipeline', roles: ['recruiter', 'hr_admin'] },
  { href: '/docs', label: 'API docs' },
];

export function navItemsFor(roles: readonly Role[]): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.roles || item.roles.some((r) => roles.includes(r)));
}

/** Whether these roles see Approvals, and so decide others' requests and have a waiting count. */
export function decidesRequests(roles: readonly Role[]): boolean {
  return navItemsFor(roles).some((item) => item.href === APPROVALS_HREF);
}

