import 'server-only';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { readAfterCommit, type DbOrTx } from '@/db/client';
import { jsonRows, preparedQuery } from '@/db/prepared';
import { employees, leaveActions, leaveRequests } from '@/db/schema';
import type { LeaveStatus } from './constants';
import type { LeaveActionRecord, LeaveRequest } from './schemas';

export interface LeaveRequestFilter {
  employeeId?: number;
  /** Requests of this manager's direct reports. */
  managerId?: number;
  /** Leaves this person's own requests out (nobody decides their own). */
  notEmployeeId?: number;
  status?: LeaveStatus;
  year?: number;
  /** Newest first for a person's history; oldest first for a queue of decisions. */
  order: 'newest' | 'oldest';
  offset: number;
  limit: number;
}

// The employees table again, under another name, as a subquery: PostgreSQL's Drizzle drops the name of an
// aliased table from a join; both databases flatten the subquery into the join.
const managers = (db: DbOrTx) => db.select({ id: employees.id, username: employees.username }).from(employees).as('manager');

/** An action as jsonRows reads it, with the name of whoever took it. */
type StoredAction = typeof leaveActions.$inferSelect & { byName: string | null };

// Pages show who acted by name; a system's client id has no employee row and reads as the HR system.
const actorDisplayName = sql`(SELECT ${employees.displayName} FROM ${employees} WHERE ${employees.username} = ${leaveActions.actedBy})`;

/**
 * Leave requests with their applicant, the applicant's manager, the decision and every action (oldest
 * first, as JSON in the request's own row: one statement, where reading the actions apart was two).
 */
function requestsWhere(db: DbOrTx, where: SQL | undefined) {
  const manager = managers(db);
  return db
    .select({
      r: leaveRequests,
      username: employees.username,
      employeeName: employees.displayName,
      managerUsername: manager.username,
      actions: jsonRows(db, leaveActions, eq(leaveActions.leaveRequestId, leaveRequests.id), leaveActions.id, { byName: actorDisplayName }),
    })
    .from(leaveRequests)
    .innerJoin(employees, eq(employees.id, leaveRequests.employeeId))
    .leftJoin(manager, eq(manager.id, employees.managerId))
    .where(where);
}
type RequestRow = Awaited<ReturnType<typeof requestsWhere>>[number];

// Prepared once per connection: every decision answers with the request it decided.
const requestRecord = preparedQuery('leave_request_record', (db) => requestsWhere(db, eq(leaveRequests.requestId, sql.placeholder('requestId'))));

export async function listLeaveRequests(db: DbOrTx, filter: LeaveRequestFilter): Promise<{ items: LeaveRequest[]; total: number }> {
  const where = and(
    filter.employeeId !== undefined ? eq(leaveRequests.employeeId, filter.employeeId) : undefined,
    filter.managerId !== undefined ? eq(employees.managerId, filter.managerId) : undefined,
    filter.notEmployeeId !== undefined ? ne(leaveRequests.employeeId, filter.notEmployeeId) : undefined,
    filter.status ? eq(leaveRequests.status, filter.status) : undefined,
    filter.year !== undefined ? eq(leaveRequests.year, filter.year) : undefined,
  );
  const rows = await requestsWhere(db, where)
    .orderBy(filter.order === 'newest' ? desc(leaveRequests.id) : asc(leaveRequests.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ n: count() }).from(leaveRequests).innerJoin(employees, eq(employees.id, leaveRequests.employeeId)).where(where);
  return { items: rows.map(asLeaveRequest), total: counted?.n ?? 0 };
}

/** One request as the API shows it. */
export async function leaveRequestRecord(db: DbOrTx, requestId: string): Promise<LeaveRequest | undefined> {
  const [row] = (await requestRecord(db).execute({ requestId })) as RequestRow[];
  return row && asLeaveRequest(row);
}

/** One request as a write on `tx` leaves it, for the write to answer with (readAfterCommit: call what it returns once the write returned). */
export function leaveRequestRecordAfterCommit(tx: DbOrTx, requestId: string): () => Promise<LeaveRequest | undefined> {
  return readAfterCommit(tx, (db) => leaveRequestRecord(db, requestId));
}

function asLeaveRequest({ r, username, employeeName, managerUsername, actions }: RequestRow): LeaveRequest {
  const taken = (JSON.parse(actions) as StoredAction[]).map(
    (a): LeaveActionRecord => ({ action: a.action, from: a.fromStatus, to: a.toStatus, comments: a.comments, by: a.actedBy, byName: a.byName ?? 'The HR system', at: a.actedAt }),
  );
  return {
    requestId: r.requestId,
    username,
    employeeName,
    managerUsername,
    leaveType: r.leaveType,
    startDate: r.startDate,
    endDate: r.endDate,
    leaveDuration: r.duration,
    days: r.days,
    leaveReason: r.leaveReason,
    comments: r.comments,
    status: r.status,
    appliedBy: r.createdBy,
    appliedAt: r.createdAt,
    decision: taken.find((a) => a.action === 'approve' || a.action === 'reject') ?? null,
    actions: taken,
  };
}
