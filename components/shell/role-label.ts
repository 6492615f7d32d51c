import type { Role } from './nav-items';

const LABELS: Record<Role, string> = { employee: 'Employee', manager: 'Manager', recruiter: 'Recruiter', hr_admin: 'HR admin' };

/** Everyone is an employee; other roles come on top of that. */
export function roleLabels(roles: readonly Role[]): string[] {
  const all: Role[] = roles.includes('employee') ? [...roles] : ['employee', ...roles];
  return all.map((r) => LABELS[r]);
}
