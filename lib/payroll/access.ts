import 'server-only';
import type { Db } from '@/db/client';
import { ApiError } from '@/lib/api/errors';
import { actorName, type Principal } from '@/lib/api/principal';
import { recordReadAudit } from '@/lib/audit/record';
import { cachedEmployeeSubject, isPeopleAdmin, type EmployeeSubject } from '@/lib/people/subject';

export interface PayrollCaller {
  principal: Principal;
  requestId: string;
  ip: string;
  /** The operation, as the audit log names it. */
  action: string;
}

/**
 * Someone's payroll, found by `read` (undefined: no such employee), for the person themselves, or anyone
 * for hr_admin and systems. Never a manager: pay is private even from one's manager (docs/domain.md,
 * roles); everyone else gets the same 403 whether or not the username exists. A read of someone else's
 * payroll is written to the audit log, as pay is the most private record.
 */
export async function readPayroll<T extends { username: string }>(
  db: Db,
  caller: PayrollCaller,
  username: string,
  read: () => Promise<T | undefined> | T | undefined,
): Promise<T> {
  const { principal } = caller;
  const self = principal.kind === 'user' && principal.username === username;
  if (!self && !isPeopleAdmin(principal)) throw new ApiError('forbidden', "You may not see another person's payroll.");
  const found = await read();
  if (!found) throw new ApiError('not_found', `No employee ${username}.`);
  if (!self) {
    recordReadAudit(db, { actor: actorName(principal), actorType: principal.kind === 'system' ? 'system' : 'user', action: caller.action, target: found.username, requestId: caller.requestId, ip: caller.ip });
  }
  return found;
}

/** The person whose payroll the caller reads (see readPayroll). */
export function payrollSubject(db: Db, caller: PayrollCaller, username: string): Promise<EmployeeSubject> {
  return readPayroll(db, caller, username, () => cachedEmployeeSubject(db, username));
}
