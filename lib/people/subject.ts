import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { versionedCache } from '@/db/versioned-cache';
import { employees } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { hasRole, type Principal } from '@/lib/api/principal';

/** The employee whose leave or attendance is read or written. */
export interface EmployeeSubject {
  id: number;
  username: string;
  displayName: string;
  managerId: number | null;
  locationCode: string;
  dateOfJoining: string;
  active: boolean;
}

/** The columns a subject is read from (asSubject): select them beside a row joined to its employee, to read both in one statement. */
export const SUBJECT_COLUMNS = {
  id: employees.id,
  username: employees.username,
  displayName: employees.displayName,
  managerId: employees.managerId,
  locationCode: employees.locationCode,
  dateOfJoining: employees.dateOfJoining,
  status: employees.status,
};

export function asSubject(row: { status: string } & Omit<EmployeeSubject, 'active'>): EmployeeSubject {
  const { status, ...subject } = row;
  return { ...subject, active: status === 'active' };
}

/** The one person `where` names (by a unique key). */
async function subjectWhere(db: DbOrTx, where: SQL): Promise<EmployeeSubject | undefined> {
  const [row] = await db.select(SUBJECT_COLUMNS).from(employees).where(where);
  return row && asSubject(row);
}

// Prepared once per connection for the cached lookup: every request about a person starts with it.
const byUsername = preparedQuery('employee_subject_by_username', (db) =>
  db
    .select(SUBJECT_COLUMNS)
    .from(employees)
    .where(eq(employees.username, sql.placeholder('username'))),
);

export function findEmployeeSubject(db: DbOrTx, username: string): Promise<EmployeeSubject | undefined> {
  return subjectWhere(db, eq(employees.username, username.toLowerCase()));
}

// Prepared once per connection: every decision on a request reads its applicant.
const byId = preparedQuery('employee_subject_by_id', (db) =>
  db
    .select(SUBJECT_COLUMNS)
    .from(employees)
    .where(eq(employees.id, sql.placeholder('employeeId'))),
);

export async function employeeById(db: DbOrTx, employeeId: number): Promise<EmployeeSubject | undefined> {
  const [row] = await byId(db).execute({ employeeId });
  return row && asSubject(row);
}

/** hr_admin and systems act on anyone's leave and attendance. */
export function isPeopleAdmin(principal: Principal): boolean {
  return principal.kind === 'system' || hasRole(principal, 'hr_admin');
}

/** Whether the caller is this person's direct manager. */
export function isManagerOf(principal: Principal, subject: EmployeeSubject): boolean {
  return principal.kind === 'user' && subject.managerId !== null && subject.managerId === principal.employeeId;
}

// Reads look people up through a cache kept until an employee changes (version triggers, migration
// 0002); a new picture is not such a change (migration 0018).
const subjects = versionedCache<EmployeeSubject | null>(['employees'], 20_000);

/** A person by username, through the cache (reads only: within a write, read the table). */
export async function cachedEmployeeSubject(db: Db, username: string): Promise<EmployeeSubject | undefined> {
  const key = username.toLowerCase();
  const subject = await subjects(db, key, async () => {
    const [row] = await byUsername(db).execute({ username: key });
    return row ? asSubject(row) : null;
  });
  return subject ?? undefined;
}

/** What a refusal names: the person's `leave` or `attendance`. */
export type PersonalRecords = 'leave' | 'attendance';

/**
 * The person whose leave or attendance the caller reads: themselves, a direct report (managers), anyone
 * (hr_admin, systems). Everyone else gets the same 403 whether or not the username exists, so a 403
 * never tells who works here.
 */
export async function subjectToRead(db: Db, principal: Principal, username: string, records: PersonalRecords): Promise<EmployeeSubject> {
  const subject = await cachedEmployeeSubject(db, username);
  const self = principal.kind === 'user' && principal.username === username.toLowerCase();
  if (self || isPeopleAdmin(principal)) {
    if (!subject) throw new ApiError('not_found', `No employee ${username}.`);
    return subject;
  }
  if (subject && isManagerOf(principal, subject)) return subject;
  throw new ApiError('forbidden', `You may not see or change another person's ${records}.`);
}

/**
 * The person the caller acts for (applies for leave, punches, regularises): themselves by default; anyone
 * for hr_admin and systems (who must name one). `doing` completes "You may ... only for yourself".
 */
export async function subjectToActFor(db: Db, principal: Principal, username: string | undefined, doing: string): Promise<EmployeeSubject> {
  if (principal.kind === 'system' && !username) {
    throw new ApiError('validation_failed', 'username is required when calling as a system.', { errors: [{ path: 'username', message: 'Required' }] });
  }
  const target = username ?? (principal.kind === 'user' ? principal.username : '');
  const self = principal.kind === 'user' && principal.username === target;
  if (!self && !isPeopleAdmin(principal)) {
    throw new ApiError('forbidden', `You may ${doing} only for yourself.`, { errors: [{ path: 'username', message: 'Must be your own username' }] });
  }
  const subject = await cachedEmployeeSubject(db, target);
  if (!subject) throw new ApiError('not_found', `No employee ${target}.`, { errors: [{ path: 'username', message: 'No such employee' }] });
  if (!subject.active) throw new ApiError('validation_failed', `${target} is no longer an active employee.`, { errors: [{ path: 'username', message: 'Not an active employee' }] });
  return subject;
}

/**
 * Whose pending requests the caller may decide: a manager their direct reports' (none, for someone with
 * no reports), hr_admin and systems everyone's; never their own.
 */
export function decisionQueueScope(principal: Principal): { managerId?: number; notEmployeeId?: number } {
  const person = principal.kind === 'user' ? principal.employeeId : undefined;
  return { managerId: isPeopleAdmin(principal) ? undefined : person, notEmployeeId: person };
}
