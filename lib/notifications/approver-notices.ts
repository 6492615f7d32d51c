// Notices to whoever must act: a new leave request, a new regularisation and a flagged punch each tell
// the person's approver (their manager; each active hr_admin where they have none), in words with names
// and dates ("Asha Rao asked for 2 days of casual leave, Mon 7 Dec to Tue 8 Dec"), with the way to
// Approvals. Called inside the write that made the request, on `db`, the transaction's connection.
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { accountRoles, accounts, employees, locations, punches } from '@/db/schema';
import { actorName, type Principal } from '@/lib/api/principal';
import { describeDistance } from '@/lib/attendance/geo';
import { LEAVE_TYPE_NAMES, type LeaveDuration } from '@/lib/leave/constants';
import type { ApplyLeaveResult } from '@/lib/leave/schemas';
import { formatClock } from '@/lib/time';
import { queueNotice } from './create';
import { nameOf } from './events';
import type { DesignComponent } from './schemas';
import { dayWords, spanWords } from './wording';

type Approver = { id: number; username: string };

/**
 * Of the employees row being read: the manager's column `column`. SQL's own alias, not alias() (Drizzle's
 * SQLite alias renders as a bare table name on PostgreSQL), and the outer row's column named with its table:
 * Drizzle leaves it bare in a select from one table, where it would name the manager's own.
 */
const managers = <T>(column: string) =>
  sql<T | null>`(SELECT m.${sql.identifier(column)} FROM ${employees} m WHERE m.id = ${employees}.${sql.identifier(employees.managerId.name)})`;

/**
 * What approversOf needs to know of a person, as columns of a select from `employees`: a write that reads
 * the person's row anyway (requestRegularisation's checks) carries them, and its notice reads nothing.
 */
export const approverPersonColumns = {
  username: employees.username,
  name: employees.displayName,
  managerId: managers<number>('id'),
  managerUsername: managers<string>('username'),
  managerStatus: managers<string>('status'),
};

// Prepared once per connection: every leave request and flagged punch asks them.
const personWithManager = preparedQuery('approver_notice_person', (db) =>
  db.select(approverPersonColumns).from(employees).where(eq(employees.id, sql.placeholder('employeeId'))),
);
/** A person as approverPersonColumns reads them. */
export type ApproverPerson = Awaited<ReturnType<ReturnType<typeof personWithManager>['execute']>>[number];
const activeHrAdmins = preparedQuery('approver_notice_hr_admins', (db) =>
  db
    .selectDistinct({ id: employees.id, username: employees.username })
    .from(employees)
    .innerJoin(accounts, and(eq(accounts.employeeId, employees.id), eq(accounts.disabled, false)))
    .innerJoin(accountRoles, and(eq(accountRoles.accountId, accounts.id), eq(accountRoles.role, 'hr_admin')))
    .where(eq(employees.status, 'active'))
    .orderBy(asc(employees.id)),
);
// The punch's place among the day's punches that count (rejected ones do not), itself included.
const punchPosition = sql<number>`(SELECT count(*) FROM punches o WHERE o.employee_id = ${punches.employeeId} AND o.punch_date = ${punches.punchDate}
    AND (o.review_status IS NULL OR o.review_status <> 'rejected') AND (o.punch_time < ${punches.punchTime} OR (o.punch_time = ${punches.punchTime} AND o.id <= ${punches.id})))`.mapWith(Number);
const flaggedPunch = preparedQuery('approver_notice_punch', (db) =>
  db
    .select({
      employeeId: punches.employeeId,
      date: punches.punchDate,
      time: punches.punchTime,
      distance: punches.distanceMeters,
      location: punches.location,
      city: locations.city,
      position: punchPosition,
    })
    .from(punches)
    .innerJoin(locations, eq(locations.code, punches.officeCode))
    .where(eq(punches.id, sql.placeholder('id'))),
);

/**
 * Who decides this person's requests: their manager while active, else each active hr_admin. Never the
 * person themselves (nobody decides their own) nor whoever made the request (they know of it). The person
 * is read by their row id unless the caller has read them already.
 */
async function approversOf(db: Db, employeeId: number, actor: string, known?: ApproverPerson): Promise<{ username: string; name: string; approvers: Approver[] } | undefined> {
  const person = known ?? (await personWithManager(db).execute({ employeeId }))[0];
  if (!person) return undefined;
  const candidates =
    person.managerId !== null && person.managerStatus === 'active' && person.managerUsername
      ? [{ id: person.managerId, username: person.managerUsername }]
      : await activeHrAdmins(db).execute();
  return { username: person.username, name: person.name, approvers: candidates.filter((a) => a.id !== employeeId && a.username !== actor) };
}

type Notice = { messageType: string; source: 'leave' | 'attendance'; heading: string; text: string };

async function tellApprovers(db: Db, employeeId: number, principal: Principal, notice: (name: string) => Notice, person?: ApproverPerson): Promise<void> {
  const actor = actorName(principal);
  const found = await approversOf(db, employeeId, actor, person);
  if (!found?.approvers.length) return;
  const { messageType, source, heading, text } = notice(found.name);
  const components: DesignComponent[] = [
    { type: 'heading', label: heading },
    { type: 'text', label: text },
    // Someone other than the employee (hr_admin, a system) may have made the request for them.
    ...(found.username === actor ? [] : [{ type: 'text', label: `Entered by ${await nameOf(db, principal)}.` }]),
    { type: 'link', label: 'Decide on Approvals', value: '/approvals' },
  ];
  for (const approver of found.approvers) await queueNotice(db, { recipientId: approver.id, messageType, source, createdBy: actor, components });
}

/** "2 days", "1 day", "half a day", "1.5 days". */
function daysWords(days: number): string {
  if (days === 0.5) return 'half a day';
  return `${days} day${days === 1 ? '' : 's'}`;
}

const HALVES: Record<LeaveDuration, string> = { full_day: '', first_half: ' (first half)', second_half: ' (second half)' };

/** A leave request as it was just made (applyForLeave's answer): the notice needs no read of it. */
type NewLeaveRequest = Pick<ApplyLeaveResult, 'requestId' | 'leaveType' | 'startDate' | 'endDate' | 'leaveDuration' | 'days'>;

/** "Asha Rao asked for 2 days of casual leave, Mon 7 Dec to Tue 8 Dec." The person is read unless given, as applyForLeave's checks read them. */
export async function notifyLeaveRequested(db: Db, employeeId: number, request: NewLeaveRequest, principal: Principal, person?: ApproverPerson): Promise<void> {
  const { requestId } = request;
  const kind = LEAVE_TYPE_NAMES[request.leaveType].toLowerCase();
  const when = `${spanWords(request.startDate, request.endDate)}${HALVES[request.leaveDuration]}`;
  await tellApprovers(db, employeeId, principal, (name) => ({
    messageType: 'leave_requested',
    source: 'leave',
    heading: `Leave request from ${name}`,
    text: `${name} asked for ${daysWords(request.days)} of ${kind}, ${when} (${requestId}).`,
  }), person);
}

/** A request to regularise a day, as it was written, with the person as its checks read them. */
export interface RegularisationAsked {
  employeeId: number;
  date: string;
  inTime: string;
  outTime: string;
  comments: string;
  person: ApproverPerson;
}

/** "Asha Rao asked to correct Thu 26 Nov to 09:40 - 18:45: “Phone battery died.”" */
export async function notifyRegularisationRequested(db: Db, request: RegularisationAsked, principal: Principal): Promise<void> {
  const { employeeId, date, inTime, outTime, comments, person } = request;
  await tellApprovers(
    db,
    employeeId,
    principal,
    (name) => ({
      messageType: 'regularisation_requested',
      source: 'attendance',
      heading: `Regularisation request from ${name}`,
      text: `${name} asked to correct ${dayWords(date)} to ${formatClock(inTime)} - ${formatClock(outTime)}: “${comments}”`,
    }),
    person,
  );
}

/**
 * "Asha Rao punched in 745 km from the Bengaluru office at 09:31 on Thu 26 Nov." The day's punches
 * alternate in and out, so the punch's place among them says which it was.
 */
export async function notifyPunchFlagged(db: Db, punchRowId: number, principal: Principal): Promise<void> {
  const [punch] = await flaggedPunch(db).execute({ id: punchRowId });
  if (!punch || punch.distance === null) return;
  const direction = punch.position % 2 === 1 ? 'in' : 'out';
  const said = punch.location ? ` (“${punch.location}”)` : '';
  await tellApprovers(db, punch.employeeId, principal, (name) => ({
    messageType: 'punch_flagged',
    source: 'attendance',
    heading: `Punch outside the fence: ${name}`,
    text: `${name} punched ${direction} ${describeDistance(punch.distance ?? 0)} from the ${punch.city} office${said} at ${formatClock(punch.time)} on ${dayWords(punch.date)}.`,
  }));
}
