// Notifications the product sends by itself: a leave decision, a regularisation decision, a flagged punch's
// review and a referral's move each tell the person concerned (with the decider's comment, when they gave
// one); a new application tells its job's recruiter. New requests tell their approver
// (./approver-notices.ts). Called inside the
// write that made the change (on `db`, the transaction's connection), so the message exists exactly when
// the change does. They name people by their names, never by username.
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedPerDb } from '@/db/prepared';
import { leaveActions, leaveRequests, locations, punches, regularisations } from '@/db/schema';
import { LEAVE_TYPE_NAMES } from '@/lib/leave/constants';
import { referralStatusOf, SOURCE_LABELS, STAGE_LABELS, type ApplicationSource, type ApplicationStage } from '@/lib/applications/stages';
import { describeDistance } from '@/lib/attendance/geo';
import { regularisationIdOf } from '@/lib/attendance/ids';
import { formatClock } from '@/lib/time';
import { createNotification } from './create';
import { commentComponents, dayWords, spanWords } from './wording';

/** Who acted, by name: a person's display name, "The HR system" for a connected system. */
export function nameOf(db: Db, actor: string): string {
  return employeeNamed(db, actor)?.name ?? 'The HR system';
}

/** The applicant hears that their request was approved or rejected. */
export function notifyLeaveDecision(db: Db, requestId: string, actor: string): void {
  const request = db.select().from(leaveRequests).where(eq(leaveRequests.requestId, requestId)).get();
  if (!request || (request.status !== 'approved' && request.status !== 'rejected')) return;
  const decision = db.select({ comments: leaveActions.comments }).from(leaveActions).where(eq(leaveActions.leaveRequestId, request.id)).orderBy(desc(leaveActions.id)).get();
  const decider = nameOf(db, actor);
  createNotification(db, {
    recipientId: request.employeeId,
    messageType: `leave_${request.status}`,
    source: 'leave',
    createdBy: actor,
    components: [
      { type: 'heading', label: `Leave ${request.status}: ${LEAVE_TYPE_NAMES[request.leaveType]}, ${spanWords(request.startDate, request.endDate)}` },
      { type: 'text', label: `${decider} ${request.status} ${request.requestId} (${request.days} day${request.days === 1 ? '' : 's'}).` },
      ...commentComponents(decider, decision?.comments),
      { type: 'link', label: 'See your leave', value: '/leave' },
    ],
  });
}

/** The employee hears that a regularisation was approved or rejected. */
export function notifyRegularisationDecision(db: Db, rowId: number, actor: string): void {
  const request = db.select().from(regularisations).where(eq(regularisations.id, rowId)).get();
  if (!request || request.status === 'pending') return;
  const decider = nameOf(db, actor);
  createNotification(db, {
    recipientId: request.employeeId,
    messageType: `regularisation_${request.status}`,
    source: 'attendance',
    createdBy: actor,
    components: [
      { type: 'heading', label: `Regularisation ${request.status}: ${dayWords(request.date)}` },
      { type: 'text', label: `${decider} ${request.status} ${regularisationIdOf(request.id)} (${formatClock(request.inTime)} to ${formatClock(request.outTime)}).` },
      ...commentComponents(decider, request.decisionComments),
      { type: 'link', label: 'See your attendance', value: '/attendance' },
    ],
  });
}

/**
 * The employee hears that their flagged punch was accepted or rejected, and that a rejected one no longer
 * counts: "Meera Iyer rejected your punch at 09:31 on Thu 26 Nov, 745 km from the Bengaluru office."
 */
export function notifyPunchReview(db: Db, punchRowId: number, actor: string): void {
  const found = db
    .select({ punch: punches, city: locations.city })
    .from(punches)
    .innerJoin(locations, eq(locations.code, punches.officeCode))
    .where(eq(punches.id, punchRowId))
    .get();
  const status = found?.punch.reviewStatus;
  if (!found || (status !== 'accepted' && status !== 'rejected')) return;
  const { punch, city } = found;
  const decider = nameOf(db, actor);
  const far = punch.distanceMeters === null ? '' : `, ${describeDistance(punch.distanceMeters)} from the ${city} office`;
  const when = `${formatClock(punch.punchTime)} on ${dayWords(punch.punchDate)}`;
  createNotification(db, {
    recipientId: punch.employeeId,
    messageType: `punch_${status}`,
    source: 'attendance',
    createdBy: actor,
    components: [
      { type: 'heading', label: `Punch ${status}: ${when}` },
      { type: 'text', label: `${decider} ${status} your punch at ${when}${far}.${status === 'rejected' ? ' It does not count towards that day.' : ''}` },
      ...commentComponents(decider, punch.decisionComments),
      { type: 'link', label: 'See your attendance', value: '/attendance' },
    ],
  });
}

// Prepared once per connection: every application and every move of a referral asks them.
const statements = preparedPerDb((db) => ({
  application: db.$client.prepare(
    `SELECT a.stage, a.source, c.candidate_id AS candidateId, trim(c.first_name || coalesce(' ' || c.last_name, '')) AS candidate,
            j.title AS job, j.owner, r.referrer
       FROM applications a JOIN candidates c ON c.id = a.candidate_id JOIN jobs j ON j.id = a.job_id
       LEFT JOIN referrals r ON r.application_id = a.id
      WHERE a.id = ? ORDER BY r.id LIMIT 1`,
  ),
  employee: db.$client.prepare("SELECT id, display_name AS name, status = 'active' AS active FROM employees WHERE username = ?"),
}));

/** An application with the names its notifications speak of. */
function describe(db: Db, applicationRowId: number) {
  return statements(db).application.get(applicationRowId) as
    | { stage: ApplicationStage; source: ApplicationSource; candidateId: string; candidate: string; job: string; owner: string | null; referrer: string | null }
    | undefined;
}

/** The employee with this username: who a notification goes to (while active), and the name it shows. */
function employeeNamed(db: Db, username: string | null) {
  if (!username) return undefined;
  return statements(db).employee.get(username) as { id: number; name: string; active: 0 | 1 } | undefined;
}

/**
 * The job's recruiter hears of each new application and referral (not of one they added themselves):
 * "Kavya Menon applied through the career site for Lead Data Engineer".
 */
export function notifyNewApplication(db: Db, applicationRowId: number, actor: string): void {
  const found = describe(db, applicationRowId);
  if (!found || found.owner === actor) return;
  const owner = employeeNamed(db, found.owner);
  if (!owner?.active) return;
  const how = found.referrer ? `was referred by ${employeeNamed(db, found.referrer)?.name ?? 'an employee'}` : SOURCE_LABELS[found.source];
  createNotification(db, {
    recipientId: owner.id,
    messageType: found.referrer ? 'referral_new' : 'application_new',
    source: 'recruiting',
    createdBy: actor,
    components: [
      { type: 'heading', label: `${found.referrer ? 'New referral' : 'New application'}: ${found.candidate}` },
      { type: 'text', label: `${found.candidate} ${how} for ${found.job}.` },
      { type: 'link', label: `See ${found.candidate}`, value: `/recruiter/candidates/${found.candidateId}` },
    ],
  });
}

/**
 * The referrer hears of each move of their referral that someone else made (not when they withdrew it
 * themselves): "Kavya Menon moved to Interviewing for Lead Data Engineer".
 */
export function notifyStageChange(db: Db, applicationRowId: number, actor: string): void {
  const found = describe(db, applicationRowId);
  if (!found?.referrer || found.referrer === actor) return;
  const referrer = employeeNamed(db, found.referrer);
  if (!referrer?.active) return;
  const stage = STAGE_LABELS[found.stage];
  createNotification(db, {
    recipientId: referrer.id,
    messageType: `referral_${referralStatusOf(found.stage)}`,
    source: 'referrals',
    createdBy: actor,
    components: [
      { type: 'heading', label: `${found.candidate} moved to ${stage}` },
      { type: 'text', label: `${found.candidate} moved to ${stage} for ${found.job}.` },
      { type: 'link', label: 'See your referrals', value: '/referrals' },
    ],
  });
}
