import type { Db } from '@/db/client';
import { ApiError } from '@/lib/api/errors';
import { actorName, type Principal } from '@/lib/api/principal';
import { recordReadAudit } from '@/lib/audit/record';
import { cachedEmployeeSubject, isPeopleAdmin, type EmployeeSubject } from '@/lib/people/subject';

/**
 * The person whose payroll the caller reads: themselves, or anyone for hr_admin and systems. Never a
 * manager (DESIGN.md section 4); everyone else gets the same 403 whether or not the username exists.
 * A read of someone else's payroll is written to the audit log, as pay is the most private record.
 */
export function payrollSubject(db: Db, caller: { principal: Principal; requestId: string; ip: string; action: string }, username: string): EmployeeSubject {
  const { principal } = caller;
  const self = principal.kind === 'user' && principal.username === username;
  if (!self && !isPeopleAdmin(principal)) throw new ApiError('forbidden', "You may not see another person's payroll.");
  const subject = cachedEmployeeSubject(db, username);
  if (!subject) throw new ApiError('not_found', `No employee ${username}.`);
  if (!self) {
    recordReadAudit(db, { actor: actorName(principal), actorType: principal.kind === 'system' ? 'system' : 'user', action: caller.action, target: subject.username, requestId: caller.requestId, ip: caller.ip });
  }
  return subject;
}
