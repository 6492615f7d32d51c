import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { leaveRequests, leaveTypes } from '@/db/schema';
import { LEAVE_TYPES } from './constants';
import type { LeaveBalanceItem } from './schemas';

/** Of the leave requests being summed: the days of those in `status`, 0 when there are none. */
export const daysWith = (status: 'approved' | 'pending') => sql<number>`coalesce(sum(CASE WHEN ${leaveRequests.status} = ${status} THEN ${leaveRequests.days} END), 0)`;

/** Approved days are used, pending ones held back; a type with no yearly allocation has no limit (null). */
export const availableDays = ({ allocated, used, pending }: { allocated: number | null; used: number; pending: number }): number | null =>
  allocated === null ? null : allocated - used - pending;

const balanceRows = preparedQuery('leave_balance', (db) =>
  db
    .select({ leaveType: leaveTypes.code, name: leaveTypes.name, allocated: leaveTypes.yearlyAllocation, used: daysWith('approved'), pending: daysWith('pending') })
    .from(leaveTypes)
    .leftJoin(
      leaveRequests,
      and(eq(leaveRequests.leaveType, leaveTypes.code), eq(leaveRequests.employeeId, sql.placeholder('employeeId')), eq(leaveRequests.year, sql.placeholder('year'))),
    )
    .groupBy(leaveTypes.code),
);

/** A person's balance per type for a year (see availableDays). One query. */
export async function leaveBalance(db: DbOrTx, employeeId: number, year: number): Promise<LeaveBalanceItem[]> {
  const rows = await balanceRows(db).execute({ employeeId, year });
  return rows.map((r) => ({ ...r, available: availableDays(r) })).sort((a, b) => LEAVE_TYPES.indexOf(a.leaveType) - LEAVE_TYPES.indexOf(b.leaveType));
}
