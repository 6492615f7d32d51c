import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { leaveRequests, leaveTypes } from '@/db/schema';
import { LEAVE_TYPES } from './constants';
import type { LeaveBalanceItem } from './schemas';

const daysWith = (status: 'approved' | 'pending') => sql<number>`coalesce(sum(CASE WHEN ${leaveRequests.status} = ${status} THEN ${leaveRequests.days} END), 0)`;

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

/** A person's balance per type for a year: approved days are used, pending ones held back. One query. */
export async function leaveBalance(db: DbOrTx, employeeId: number, year: number): Promise<LeaveBalanceItem[]> {
  const rows = await balanceRows(db).execute({ employeeId, year });
  return rows
    .map((r) => ({ ...r, available: r.allocated === null ? null : r.allocated - r.used - r.pending }))
    .sort((a, b) => LEAVE_TYPES.indexOf(a.leaveType) - LEAVE_TYPES.indexOf(b.leaveType));
}
