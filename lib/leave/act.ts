import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Tx, WriteScope } from '@/db/client';
import { driverValue, preparedQuery, rowInsertAtCommit } from '@/db/prepared';
import { employees, leaveActions, leaveRequests } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { actorName, type Principal } from '@/lib/api/principal';
import { nowIso, orgDate } from '@/lib/time';
import { LEAVE_STATUS_LABELS, type LeaveAction } from './constants';
import { asSubject, isPeopleAdmin, isManagerOf, SUBJECT_COLUMNS, type EmployeeSubject } from '@/lib/people/subject';
import { canTakeLeaveAction, LEAVE_ACTION_MOVES } from './transitions';

/**
 * Approve and reject: the applicant's manager, hr_admin or a system, never the applicant themselves.
 * Cancel: the applicant, hr_admin or a system.
 */
function assertMayAct(principal: Principal, subject: EmployeeSubject, action: LeaveAction): void {
  const applicant = principal.kind === 'user' && principal.employeeId === subject.id;
  if (action === 'cancel') {
    if (applicant || isPeopleAdmin(principal)) return;
    throw new ApiError('forbidden', 'Only the applicant or hr_admin may cancel a leave request.');
  }
  if (applicant) throw new ApiError('forbidden', 'You may not decide your own leave request.');
  if (isPeopleAdmin(principal) || isManagerOf(principal, subject)) return;
  throw new ApiError('forbidden', "Only the applicant's manager or hr_admin may decide a leave request.");
}

function refusal(action: LeaveAction, requestId: string, status: keyof typeof LEAVE_STATUS_LABELS, startDate: string): ApiError {
  const detail =
    action === 'cancel' && status === 'approved'
      ? `${requestId} was approved and started on ${startDate}: leave can be cancelled only before it starts.`
      : `${requestId} is ${LEAVE_STATUS_LABELS[status].toLowerCase()}; it cannot be ${LEAVE_ACTION_MOVES[action].to}.`;
  return new ApiError('conflict_state', detail, { extra: { currentStatus: status } });
}

/**
 * The scope of an action on a request (WriteScope in db/client.ts): its status is read before it moves, so
 * two actions on one request go one at a time and the second finds the first's move. The applicant's
 * balance is not read here: applying (apply.ts) has its own key, and no action holds back more days.
 */
export function leaveActionScope(requestId: string): WriteScope {
  return { locks: [`leave-request:${requestId}`] };
}

// Prepared once per connection: managers decide in batches (a morning's queue), and building these with
// Drizzle each time cost more than running them. The request comes with its applicant, in one round trip.
const requestByCode = preparedQuery('leave_request_by_code', (db) =>
  db
    .select({ request: leaveRequests, applicant: SUBJECT_COLUMNS })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .where(eq(leaveRequests.requestId, sql.placeholder('requestId'))),
);
const setStatus = preparedQuery('set_leave_request_status', (db) =>
  db
    .update(leaveRequests)
    .set({ status: driverValue('status'), updatedAt: driverValue('now') })
    .where(eq(leaveRequests.id, sql.placeholder('id'))),
);
const insertAction = rowInsertAtCommit(leaveActions);

/** A request as an action left it, with the comment the action gave (what its notice says). */
export interface LeaveActed {
  request: typeof leaveRequests.$inferSelect;
  comments: string | null;
}

/** Takes an action on a request and keeps it with who, when and the comment. Balances follow from the status. */
export async function actOnLeave(tx: Tx, principal: Principal, input: { requestId: string; action: LeaveAction; comments?: string }): Promise<LeaveActed> {
  const [found] = await requestByCode(tx).execute({ requestId: input.requestId });
  if (!found) throw new ApiError('not_found', `No leave request ${input.requestId}.`);
  const { request } = found;
  const subject = asSubject(found.applicant);
  assertMayAct(principal, subject, input.action);
  if (!canTakeLeaveAction(input.action, request.status, request.startDate, orgDate())) throw refusal(input.action, input.requestId, request.status, request.startDate);
  const now = nowIso();
  const to = LEAVE_ACTION_MOVES[input.action].to;
  const comments = input.comments || null;
  await setStatus(tx).execute({ id: request.id, status: to, now });
  await insertAction(tx, {
    leaveRequestId: request.id,
    action: input.action,
    fromStatus: request.status,
    toStatus: to,
    comments,
    actedBy: actorName(principal),
    actedAt: now,
  });
  return { request: { ...request, status: to, updatedAt: now }, comments };
}
