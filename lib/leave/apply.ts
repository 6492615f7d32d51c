import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { leaveRequests } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { nowIso } from '@/lib/time';
import { leaveBalance } from './balance';
import { LEAVE_TYPE_NAMES, type LeaveDuration } from './constants';
import { holidaysFor } from './holidays';
import type { ApplyLeave, ApplyLeaveResult } from './schemas';
import type { EmployeeSubject } from '@/lib/people/subject';
import { countLeaveDays } from './working-days';

const invalid = (path: string, message: string, extra?: Record<string, unknown>) =>
  new ApiError('validation_failed', message, { errors: [{ path, message }], extra });

/** The first and second halves of one day are two requests that do not overlap. */
function halvesOfOneDay(a: { startDate: string; endDate: string; duration: LeaveDuration }, b: typeof a): boolean {
  return a.duration !== 'full_day' && b.duration !== 'full_day' && a.duration !== b.duration && a.startDate === b.startDate;
}

function refuseOverlap(tx: Tx, subject: EmployeeSubject, input: ApplyLeave): void {
  const overlapping = tx
    .select({ requestId: leaveRequests.requestId, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate, duration: leaveRequests.duration, status: leaveRequests.status })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.employeeId, subject.id),
        inArray(leaveRequests.status, ['pending', 'approved']),
        lte(leaveRequests.startDate, input.endDate),
        gte(leaveRequests.endDate, input.startDate),
      ),
    )
    .all()
    .find((other) => !halvesOfOneDay(other, { ...input, duration: input.leaveDuration }));
  if (overlapping) {
    const { requestId, startDate, endDate, status } = overlapping;
    const span = startDate === endDate ? startDate : `${startDate} to ${endDate}`;
    throw invalid('startDate', `These dates overlap ${requestId} (${span}, ${status}).`, { overlaps: requestId });
  }
}

/** Records a pending leave request after every rule holds; the caller's transaction serialises balances. */
export function applyForLeave(tx: Tx, subject: EmployeeSubject, input: ApplyLeave, actor: string): ApplyLeaveResult {
  const year = Number(input.startDate.slice(0, 4));
  const balance = leaveBalance(tx, subject.id, year).find((b) => b.leaveType === input.leaveType);
  if (!balance) throw invalid('leaveType', `Leave type ${input.leaveType} is not offered.`);
  const { days } = countLeaveDays(input.startDate, input.endDate, input.leaveDuration, holidaysFor(tx, subject.locationCode, year));
  if (days === 0) throw invalid('startDate', 'Every day asked for is a weekend or a holiday: there is nothing to take leave from.');
  refuseOverlap(tx, subject, input);
  const { available } = balance;
  if (available !== null && days > available) {
    throw invalid('leaveType', `Only ${available} day(s) of ${LEAVE_TYPE_NAMES[input.leaveType].toLowerCase()} left in ${year}; this request needs ${days}.`, {
      available,
    });
  }
  const now = nowIso();
  const { id } = tx
    .insert(leaveRequests)
    .values({
      // A unique placeholder until the id-based code replaces it below.
      requestId: `NEW-${randomUUID()}`,
      employeeId: subject.id,
      leaveType: input.leaveType,
      startDate: input.startDate,
      endDate: input.endDate,
      duration: input.leaveDuration,
      days,
      year,
      leaveReason: input.leaveReason || null,
      comments: input.comments || null,
      status: 'pending',
      createdBy: actor,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: leaveRequests.id })
    .get();
  const requestId = `LV-${String(id).padStart(6, '0')}`;
  tx.update(leaveRequests).set({ requestId }).where(eq(leaveRequests.id, id)).run();
  return {
    requestId,
    status: 'pending',
    username: subject.username,
    leaveType: input.leaveType,
    startDate: input.startDate,
    endDate: input.endDate,
    leaveDuration: input.leaveDuration,
    days,
  };
}
