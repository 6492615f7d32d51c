import 'server-only';
import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { employees, locations, punches } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { actorName, type Principal } from '@/lib/api/principal';
import { asSubject, isManagerOf, isPeopleAdmin, SUBJECT_COLUMNS } from '@/lib/people/subject';
import { nowIso } from '@/lib/time';
import type { PunchReviewAction } from './constants';
import { punchIdOf, punchRowId } from './ids';
import { recountDay } from './punch';
import { punchRecordOf } from './punch-detail';
import type { FlaggedPunch } from './schemas';

export interface FlaggedPunchFilter {
  id?: number;
  /** Punches of this manager's direct reports. */
  managerId?: number;
  /** Leaves this person's own punches out (nobody reviews their own). */
  notEmployeeId?: number;
  /** Only the punches still waiting for a decision. */
  pendingOnly?: boolean;
  offset: number;
  limit: number;
}

/** Flagged punches (recorded outside the fence) with the person and the office, oldest first. */
export async function listFlaggedPunches(db: DbOrTx, filter: FlaggedPunchFilter): Promise<{ items: FlaggedPunch[]; total: number }> {
  const where = and(
    ...([
      filter.pendingOnly ? eq(punches.reviewStatus, 'pending') : undefined,
      filter.id !== undefined ? eq(punches.id, filter.id) : undefined,
      filter.managerId !== undefined ? eq(employees.managerId, filter.managerId) : undefined,
      filter.notEmployeeId !== undefined ? ne(punches.employeeId, filter.notEmployeeId) : undefined,
    ] satisfies (SQL | undefined)[]),
  );
  const rows = await db
    .select({ p: punches, username: employees.username, employeeName: employees.displayName, officeName: locations.name, radius: locations.geofenceRadiusMeters })
    .from(punches)
    .innerJoin(employees, eq(employees.id, punches.employeeId))
    .innerJoin(locations, eq(locations.code, punches.officeCode))
    .where(where)
    .orderBy(asc(punches.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ n: count() }).from(punches).innerJoin(employees, eq(employees.id, punches.employeeId)).where(where);
  const total = counted?.n ?? 0;
  const items = rows.map(({ p, username, employeeName, officeName, radius }): FlaggedPunch => ({
    ...punchRecordOf(p),
    username,
    employeeName,
    office: { code: p.officeCode, name: officeName, geofenceRadiusMeters: radius },
  }));
  return { items, total };
}

export async function flaggedPunchRecord(db: DbOrTx, id: number): Promise<FlaggedPunch | undefined> {
  return (await listFlaggedPunches(db, { id, offset: 0, limit: 1 })).items[0];
}

/**
 * Accepts or rejects a flagged punch: the employee's manager, hr_admin or a system, never the employee.
 * A rejected punch leaves the day's first in, last out and punch count in the same transaction.
 */
export async function reviewPunch(tx: Tx, principal: Principal, input: { punchId: string; action: PunchReviewAction; comments?: string }): Promise<number> {
  const id = punchRowId(input.punchId);
  const [found] = await tx
    .select({ punch: punches, employee: SUBJECT_COLUMNS })
    .from(punches)
    .innerJoin(employees, eq(employees.id, punches.employeeId))
    .where(eq(punches.id, id));
  // A punch never flagged has nothing to review: as unknown to this operation as one that does not exist.
  if (!found?.punch.reviewStatus) throw new ApiError('not_found', `No flagged punch ${punchIdOf(id)}.`);
  const { punch } = found;
  const subject = asSubject(found.employee);
  if (principal.kind === 'user' && principal.employeeId === subject.id) throw new ApiError('forbidden', 'You may not review your own punch.');
  if (!isPeopleAdmin(principal) && !isManagerOf(principal, subject)) {
    throw new ApiError('forbidden', "Only the employee's manager or hr_admin may review a flagged punch.");
  }
  if (punch.reviewStatus !== 'pending') {
    throw new ApiError('conflict_state', `${punchIdOf(id)} is already ${punch.reviewStatus}.`, { extra: { currentStatus: punch.reviewStatus } });
  }
  const rejected = input.action === 'reject';
  await tx
    .update(punches)
    .set({ reviewStatus: rejected ? 'rejected' : 'accepted', decidedBy: actorName(principal), decidedAt: nowIso(), decisionComments: input.comments || null })
    .where(eq(punches.id, id));
  if (rejected) await recountDay(tx, punch.employeeId, punch.punchDate);
  return id;
}
