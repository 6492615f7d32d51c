// Notifications the product sends by itself: a leave decision, a regularisation decision, a flagged punch's
// review and a referral's move each tell the person concerned (with the decider's comment, when they gave
// one); a new application tells its job's recruiter. New requests tell their approver
// (./approver-notices.ts). Called inside the
// write that made the change (on `db`, the transaction's connection), so the message exists exactly when
// the change does. They name people by their names, never by username.
import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { applications, candidates, employees, jobs, locations, punches, referrals, regularisations } from '@/db/schema';
import { actorName, type Principal } from '@/lib/api/principal';
import type { LeaveActed } from '@/lib/leave/act';
import { LEAVE_TYPE_NAMES } from '@/lib/leave/constants';
import { referralStatusOf, SOURCE_LABELS, STAGE_LABELS, type ApplicationStage } from '@/lib/applications/stages';
import { describeDistance } from '@/lib/attendance/geo';
import { regularisationIdOf } from '@/lib/attendance/ids';
import { formatClock } from '@/lib/time';
import { queueNotice } from './create';
import { commentComponents, dayWords, spanWords } from './wording';

/**
 * Who acted, by name: a person's display name; "The HR system" for a connected system, which is named
 * without a read (its client id is no username, even if it spells one).
 */
export async function nameOf(db: Db, principal: Principal): Promise<string> {
  if (principal.kind !== 'user') return 'The HR system';
  return (await employeeNamed(db, principal.username))?.name ?? 'The HR system';
}

/** The applicant hears that their request was approved or rejected (as actOnLeave left it; nothing is read again). */
export async function notifyLeaveDecision(db: Db, { request, comments }: LeaveActed, principal: Principal): Promise<void> {
  if (request.status !== 'approved' && request.status !== 'rejected') return;
  const decider = await nameOf(db, principal);
  await queueNotice(db, {
    recipientId: request.employeeId,
    messageType: `leave_${request.status}`,
    source: 'leave',
    createdBy: actorName(principal),
    components: [
      { type: 'heading', label: `Leave ${request.status}: ${LEAVE_TYPE_NAMES[request.leaveType]}, ${spanWords(request.startDate, request.endDate)}` },
      { type: 'text', label: `${decider} ${request.status} ${request.requestId} (${request.days} day${request.days === 1 ? '' : 's'}).` },
      ...commentComponents(decider, comments),
      { type: 'link', label: 'See your leave', value: '/leave' },
    ],
  });
}

/** The employee hears that a regularisation was approved or rejected. */
export async function notifyRegularisationDecision(db: Db, rowId: number, principal: Principal): Promise<void> {
  const [request] = await db.select().from(regularisations).where(eq(regularisations.id, rowId));
  if (!request || request.status === 'pending') return;
  const decider = await nameOf(db, principal);
  await queueNotice(db, {
    recipientId: request.employeeId,
    messageType: `regularisation_${request.status}`,
    source: 'attendance',
    createdBy: actorName(principal),
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
export async function notifyPunchReview(db: Db, punchRowId: number, principal: Principal): Promise<void> {
  const [found] = await db
    .select({ punch: punches, city: locations.city })
    .from(punches)
    .innerJoin(locations, eq(locations.code, punches.officeCode))
    .where(eq(punches.id, punchRowId));
  const status = found?.punch.reviewStatus;
  if (!found || (status !== 'accepted' && status !== 'rejected')) return;
  const { punch, city } = found;
  const decider = await nameOf(db, principal);
  const far = punch.distanceMeters === null ? '' : `, ${describeDistance(punch.distanceMeters)} from the ${city} office`;
  const when = `${formatClock(punch.punchTime)} on ${dayWords(punch.punchDate)}`;
  await queueNotice(db, {
    recipientId: punch.employeeId,
    messageType: `punch_${status}`,
    source: 'attendance',
    createdBy: actorName(principal),
    components: [
      { type: 'heading', label: `Punch ${status}: ${when}` },
      { type: 'text', label: `${decider} ${status} your punch at ${when}${far}.${status === 'rejected' ? ' It does not count towards that day.' : ''}` },
      ...commentComponents(decider, punch.decisionComments),
      { type: 'link', label: 'See your attendance', value: '/attendance' },
    ],
  });
}

// The job's owner and the referrer as people, each the employees table under another name (a subquery: see
// lib/profile/queries.ts on aliased tables in PostgreSQL's Drizzle).
const person = (db: Db, name: string) =>
  db.select({ id: employees.id, username: employees.username, name: employees.displayName, status: employees.status }).from(employees).as(name);

// Prepared once per connection: every application and every move of a referral asks them.
const applicationDescription = preparedQuery('notify_application', (db) => {
  const owner = person(db, 'owner_person');
  const referrer = person(db, 'referrer_person');
  return db
    .select({
      source: applications.source,
      candidateId: candidates.candidateId,
      candidate: sql<string>`trim(${candidates.firstName} || coalesce(' ' || ${candidates.lastName}, ''))`,
      job: jobs.title,
      owner: jobs.owner,
      ownerId: owner.id,
      ownerActive: sql<boolean>`${owner.status} = 'active'`.mapWith(Boolean),
      referrer: referrals.referrer,
      referrerId: referrer.id,
      referrerName: referrer.name,
      referrerActive: sql<boolean>`${referrer.status} = 'active'`.mapWith(Boolean),
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(referrals, eq(referrals.applicationId, applications.id))
    .leftJoin(owner, eq(owner.username, jobs.owner))
    .leftJoin(referrer, eq(referrer.username, referrals.referrer))
    .where(eq(applications.id, sql.placeholder('id')))
    .orderBy(asc(referrals.id))
    .limit(1);
});
const employeeByUsername = preparedQuery('notify_employee_named', (db) =>
  db
    .select({ id: employees.id, name: employees.displayName, status: employees.status })
    .from(employees)
    .where(eq(employees.username, sql.placeholder('username'))),
);

/** An application with the people its notifications go to and speak of. */
async function describe(db: Db, applicationRowId: number) {
  const [found] = await applicationDescription(db).execute({ id: applicationRowId });
  return found;
}

/** Of an application's description, what its new-application notice needs: to whom, and what it says. */
export type NewApplication = Pick<
  NonNullable<Awaited<ReturnType<typeof describe>>>,
  'source' | 'candidateId' | 'candidate' | 'job' | 'owner' | 'ownerId' | 'ownerActive' | 'referrer' | 'referrerName'
>;

/** The employee with this username: who a notification goes to (while active), and the name it shows. */
async function employeeNamed(db: Db, username: string | null) {
  if (!username) return undefined;
  const [found] = await employeeByUsername(db).execute({ username });
  return found && { id: found.id, name: found.name, active: found.status === 'active' };
}

/**
 * The job's recruiter hears of each new application and referral (not of one they added themselves):
 * "Kavya Menon applied through the career site for Lead Data Engineer". The application is read by its row
 * id, unless the write that made it knows it already (a referral's checks read the job and the people).
 */
export async function notifyNewApplication(db: Db, application: number | NewApplication, actor: string): Promise<void> {
  const found = typeof application === 'number' ? await describe(db, application) : application;
  if (!found || found.owner === actor || found.ownerId === null || !found.ownerActive) return;
  const how = found.referrer ? `was referred by ${found.referrerName ?? 'an employee'}` : SOURCE_LABELS[found.source];
  await queueNotice(db, {
    recipientId: found.ownerId,
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
export async function notifyStageChange(db: Db, applicationRowId: number, to: ApplicationStage, actor: string): Promise<void> {
  // The new stage is given: the move itself may still be waiting for the COMMIT (moveApplication).
  const found = await describe(db, applicationRowId);
  if (!found?.referrer || found.referrer === actor || found.referrerId === null || !found.referrerActive) return;
  const stage = STAGE_LABELS[to];
  await queueNotice(db, {
    recipientId: found.referrerId,
    messageType: `referral_${referralStatusOf(to)}`,
    source: 'referrals',
    createdBy: actor,
    components: [
      { type: 'heading', label: `${found.candidate} moved to ${stage}` },
      { type: 'text', label: `${found.candidate} moved to ${stage} for ${found.job}.` },
      { type: 'link', label: 'See your referrals', value: '/referrals' },
    ],
  });
}
