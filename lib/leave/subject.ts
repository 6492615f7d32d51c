import { eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { versionedCache } from '@/db/versioned-cache';
import { employees } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { hasRole, type Principal } from '@/lib/api/principal';

/** The employee whose leave is read or written. */
export interface LeaveSubject {
  id: number;
  username: string;
  displayName: string;
  managerId: number | null;
  locationCode: string;
  active: boolean;
}

function subjectWhere(db: DbOrTx, where: SQL): LeaveSubject | undefined {
  const row = db
    .select({
      id: employees.id,
      username: employees.username,
      displayName: employees.displayName,
      managerId: employees.managerId,
      locationCode: employees.locationCode,
      status: employees.status,
    })
    .from(employees)
    .where(where)
    .get();
  if (!row) return undefined;
  const { status, ...subject } = row;
  return { ...subject, active: status === 'active' };
}

export function findLeaveSubject(db: DbOrTx, username: string): LeaveSubject | undefined {
  return subjectWhere(db, eq(employees.username, username.toLowerCase()));
}

export function leaveSubjectById(db: DbOrTx, employeeId: number): LeaveSubject | undefined {
  return subjectWhere(db, eq(employees.id, employeeId));
}

/** hr_admin and systems act on anyone's leave. */
export function isLeaveAdmin(principal: Principal): boolean {
  return principal.kind === 'system' || hasRole(principal, 'hr_admin');
}

/** Whether the caller is this person's direct manager. */
export function isManagerOf(principal: Principal, subject: LeaveSubject): boolean {
  return principal.kind === 'user' && subject.managerId !== null && subject.managerId === principal.employeeId;
}

const FORBIDDEN = "You may not see or change another person's leave.";

// Reads look people up through a cache kept until an employee changes (version triggers, migration 0002).
const subjects = versionedCache<LeaveSubject | null>(['employees'], 20_000);

function cachedLeaveSubject(db: Db, username: string): LeaveSubject | undefined {
  const key = username.toLowerCase();
  return subjects(db, key, () => findLeaveSubject(db, key) ?? null) ?? undefined;
}

/**
 * The person whose leave the caller reads: themselves, a direct report (managers), anyone (hr_admin,
 * systems). Everyone else gets the same 403 whether or not the username exists (DESIGN.md section 4).
 */
export function leaveSubjectToRead(db: Db, principal: Principal, username: string): LeaveSubject {
  const subject = cachedLeaveSubject(db, username);
  const self = principal.kind === 'user' && principal.username === username.toLowerCase();
  if (self || isLeaveAdmin(principal)) {
    if (!subject) throw new ApiError('not_found', `No employee ${username}.`);
    return subject;
  }
  if (subject && isManagerOf(principal, subject)) return subject;
  throw new ApiError('forbidden', FORBIDDEN);
}

/** The person the caller applies for: themselves by default; anyone for hr_admin and systems (who must name one). */
export function leaveSubjectToApplyFor(db: DbOrTx, principal: Principal, username: string | undefined): LeaveSubject {
  if (principal.kind === 'system' && !username) {
    throw new ApiError('validation_failed', 'username is required when calling as a system.', { errors: [{ path: 'username', message: 'Required' }] });
  }
  const target = username ?? (principal.kind === 'user' ? principal.username : '');
  const self = principal.kind === 'user' && principal.username === target;
  if (!self && !isLeaveAdmin(principal)) {
    throw new ApiError('forbidden', 'You may apply for leave only for yourself.', { errors: [{ path: 'username', message: 'Must be your own username' }] });
  }
  const subject = findLeaveSubject(db, target);
  if (!subject) throw new ApiError('not_found', `No employee ${target}.`, { errors: [{ path: 'username', message: 'No such employee' }] });
  if (!subject.active) throw new ApiError('validation_failed', `${target} is no longer an active employee.`, { errors: [{ path: 'username', message: 'Not an active employee' }] });
  return subject;
}
