// Notifications the product sends by itself: a leave decision, a regularisation decision and a referral
// move each tell the person concerned. Called inside the write that made the change (on `db`, the
// transaction's connection), so the message exists exactly when the change does.
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { employees, jobs, leaveRequests, referrals, regularisations } from '@/db/schema';
import { LEAVE_TYPE_NAMES } from '@/lib/leave/constants';
import { REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';
import { regularisationIdOf } from '@/lib/attendance/ids';
import { createNotification } from './create';

const span = (start: string, end: string) => (start === end ? start : `${start} to ${end}`);

/** The applicant hears that their request was approved or rejected. */
export function notifyLeaveDecision(db: Db, requestId: string, actor: string): void {
  const request = db.select().from(leaveRequests).where(eq(leaveRequests.requestId, requestId)).get();
  if (!request || (request.status !== 'approved' && request.status !== 'rejected')) return;
  createNotification(db, {
    recipientId: request.employeeId,
    messageType: `leave_${request.status}`,
    source: 'leave',
    createdBy: actor,
    components: [
      { type: 'heading', label: `Leave ${request.status}: ${LEAVE_TYPE_NAMES[request.leaveType]}, ${span(request.startDate, request.endDate)}` },
      { type: 'text', label: `${actor} ${request.status} ${request.requestId} (${request.days} day${request.days === 1 ? '' : 's'}).` },
      { type: 'link', label: 'See your leave', value: '/leave' },
    ],
  });
}

/** The employee hears that a regularisation was approved or rejected. */
export function notifyRegularisationDecision(db: Db, rowId: number, actor: string): void {
  const request = db.select().from(regularisations).where(eq(regularisations.id, rowId)).get();
  if (!request || request.status === 'pending') return;
  createNotification(db, {
    recipientId: request.employeeId,
    messageType: `regularisation_${request.status}`,
    source: 'attendance',
    createdBy: actor,
    components: [
      { type: 'heading', label: `Regularisation ${request.status}: ${request.date}` },
      { type: 'text', label: `${actor} ${request.status} ${regularisationIdOf(request.id)} (${request.inTime.slice(0, 5)} to ${request.outTime.slice(0, 5)}).` },
      { type: 'link', label: 'See your attendance', value: '/attendance' },
    ],
  });
}

/** The referrer hears that someone else moved their referral (not when they withdrew it themselves). */
export function notifyReferralMove(db: Db, referralId: string, actor: string): void {
  const found = db
    .select({ status: referrals.status, referrer: referrals.referrer, recipientId: employees.id, candidate: referrals.candidateName, job: jobs.title })
    .from(referrals)
    .innerJoin(employees, eq(employees.username, referrals.referrer))
    .innerJoin(jobs, eq(jobs.id, referrals.jobId))
    .where(eq(referrals.referralId, referralId))
    .get();
  if (!found || found.referrer === actor) return;
  const status = REFERRAL_STATUS_LABELS[found.status].toLowerCase();
  createNotification(db, {
    recipientId: found.recipientId,
    messageType: `referral_${found.status}`,
    source: 'referrals',
    createdBy: actor,
    components: [
      { type: 'heading', label: `Your referral is ${status}` },
      { type: 'text', label: `${found.candidate} for ${found.job} (${referralId}) is now ${status}.` },
      { type: 'link', label: 'See your referrals', value: '/referrals' },
    ],
  });
}
