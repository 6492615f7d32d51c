// What the balance and history endpoints answer, kept until a leave request, an action, the policy or
// an employee changes (version triggers: migrations 0002 and 0010). People read their balance far more
// often than anyone writes leave, and a read then costs one version lookup instead of three queries.
import 'server-only';
import type { Db } from '@/db/client';
import { versionedCache } from '@/db/versioned-cache';
import { leaveBalance } from './balance';
import { listLeaveRequests } from './queries';
import type { LeaveBalanceItem, LeaveHistoryQuery, LeaveRequest } from './schemas';
import type { EmployeeSubject } from '@/lib/people/subject';

const PEOPLE = 20_000;

const balances = versionedCache<LeaveBalanceItem[]>(['leave_requests', 'leave_types'], PEOPLE);
const histories = versionedCache<{ items: LeaveRequest[]; total: number }>(['leave_requests', 'leave_actions', 'employees'], PEOPLE);

export function cachedLeaveBalance(db: Db, subject: EmployeeSubject, year: number): Promise<LeaveBalanceItem[]> {
  return balances(db, `${subject.id}:${year}`, () => leaveBalance(db, subject.id, year));
}

export function cachedLeaveHistory(db: Db, subject: EmployeeSubject, query: LeaveHistoryQuery): Promise<{ items: LeaveRequest[]; total: number }> {
  return histories(db, `${subject.id}:${JSON.stringify(query)}`, () => listLeaveRequests(db, { ...query, employeeId: subject.id, order: 'newest' }));
}
