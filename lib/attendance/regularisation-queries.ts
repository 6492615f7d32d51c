import 'server-only';
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { attendanceDays, employees, regularisations } from '@/db/schema';
import type { RegularisationStatus } from './constants';
import { regularisationIdOf } from './ids';
import type { Regularisation } from './schemas';

export interface RegularisationFilter {
  id?: number;
  /** Requests of this manager's direct reports. */
  managerId?: number;
  /** Leaves this person's own requests out (nobody decides their own). */
  notEmployeeId?: number;
  status?: RegularisationStatus;
  order: 'newest' | 'oldest';
  offset: number;
  limit: number;
}

/** Regularisation requests with the person, what they punched that day, and the decision. */
export async function listRegularisations(db: DbOrTx, filter: RegularisationFilter): Promise<{ items: Regularisation[]; total: number }> {
  const where = and(
    ...([
      filter.id !== undefined ? eq(regularisations.id, filter.id) : undefined,
      filter.managerId !== undefined ? eq(employees.managerId, filter.managerId) : undefined,
      filter.notEmployeeId !== undefined ? ne(regularisations.employeeId, filter.notEmployeeId) : undefined,
      filter.status ? eq(regularisations.status, filter.status) : undefined,
    ] satisfies (SQL | undefined)[]),
  );
  const rows = await db
    .select({ r: regularisations, username: employees.username, employeeName: employees.displayName, punchedIn: attendanceDays.firstIn, punchedOut: attendanceDays.lastOut })
    .from(regularisations)
    .innerJoin(employees, eq(employees.id, regularisations.employeeId))
    .leftJoin(attendanceDays, and(eq(attendanceDays.employeeId, regularisations.employeeId), eq(attendanceDays.date, regularisations.date)))
    .where(where)
    .orderBy(filter.order === 'newest' ? desc(regularisations.id) : asc(regularisations.id))
    .limit(filter.limit)
    .offset(filter.offset);
  // One request by its id is all there is to count, as after a write, which answers with it.
  const total =
    filter.id !== undefined && filter.offset === 0
      ? rows.length
      : ((await db.select({ n: count() }).from(regularisations).innerJoin(employees, eq(employees.id, regularisations.employeeId)).where(where))[0]?.n ?? 0);
  return { items: rows.map(regularisationOf), total };
}

/** A regularisation row with its person's names and the day's punches, as the API answers it. */
export interface RegularisationRow {
  r: typeof regularisations.$inferSelect;
  username: string;
  employeeName: string;
  punchedIn: string | null;
  punchedOut: string | null;
}

export function regularisationOf({ r, username, employeeName, punchedIn, punchedOut }: RegularisationRow): Regularisation {
  return {
    regularisationId: regularisationIdOf(r.id),
    status: r.status,
    username,
    employeeName,
    regularizationDate: r.date,
    modifiedInTime: r.inTime,
    modifiedOutTime: r.outTime,
    comments: r.comments,
    punchedIn,
    // One punch is an in without an out.
    punchedOut: punchedOut !== punchedIn ? punchedOut : null,
    requestedBy: r.createdBy,
    requestedAt: r.createdAt,
    decision:
      r.status === 'pending' || !r.decidedBy || !r.decidedAt
        ? null
        : { action: r.status === 'approved' ? 'approve' : 'reject', by: r.decidedBy, at: r.decidedAt, comments: r.decisionComments },
  };
}

export async function regularisationRecord(db: DbOrTx, id: number): Promise<Regularisation | undefined> {
  return (await listRegularisations(db, { id, order: 'newest', offset: 0, limit: 1 })).items[0];
}
