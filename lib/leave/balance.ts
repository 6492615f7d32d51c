import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { leaveRequests } from '@/db/schema';
import { LEAVE_TYPES, type LeaveType } from './constants';
import { leavePolicy } from './policy';
import type { LeaveBalanceItem } from './schemas';

/** A person's balance per type for a year: approved days are used, pending ones held back. */
export function leaveBalance(db: DbOrTx, employeeId: number, year: number): LeaveBalanceItem[] {
  const sums = db
    .select({ leaveType: leaveRequests.leaveType, status: leaveRequests.status, days: sql<number>`sum(${leaveRequests.days})` })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.employeeId, employeeId), eq(leaveRequests.year, year), inArray(leaveRequests.status, ['approved', 'pending'])))
    .groupBy(leaveRequests.leaveType, leaveRequests.status)
    .all();
  const total = (type: LeaveType, status: 'approved' | 'pending') => sums.find((s) => s.leaveType === type && s.status === status)?.days ?? 0;
  const policy = new Map(leavePolicy(db).map((p) => [p.code, p]));
  return LEAVE_TYPES.map((leaveType) => {
    const allocated = policy.get(leaveType)?.yearlyAllocation ?? null;
    const used = total(leaveType, 'approved');
    const pending = total(leaveType, 'pending');
    return { leaveType, name: policy.get(leaveType)?.name ?? leaveType, allocated, used, pending, available: allocated === null ? null : allocated - used - pending };
  });
}
