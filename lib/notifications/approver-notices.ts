// Notices to whoever must act: a new leave request, a new regularisation and a flagged punch each tell
// the person's approver (their manager; each active hr_admin where they have none), in words with names
// and dates ("Asha Rao asked for 2 days of casual leave, Mon 7 Dec to Tue 8 Dec"), with the way to
// Approvals. Called inside the write that made the request, on `db`, the transaction's connection.
import 'server-only';
import type { Db } from '@/db/client';
import { preparedPerDb } from '@/db/prepared';
import { describeDistance } from '@/lib/attendance/geo';
import { LEAVE_TYPE_NAMES, type LeaveDuration, type LeaveType } from '@/lib/leave/constants';
import { formatClock } from '@/lib/time';
import { createNotification } from './create';
import { nameOf } from './events';
import type { DesignComponent } from './schemas';
import { dayWords, spanWords } from './wording';

type Approver = { id: number; username: string };

// Prepared once per connection: every leave request, regularisation and flagged punch asks them.
const statements = preparedPerDb((db) => ({
  person: db.$client.prepare(
    `SELECT e.username, e.display_name AS name, m.id AS managerId, m.username AS managerUsername, m.status = 'active' AS managerActive
       FROM employees e LEFT JOIN employees m ON m.id = e.manager_id WHERE e.id = ?`,
  ),
  hrAdmins: db.$client.prepare(
    `SELECT DISTINCT e.id, e.username FROM employees e
       JOIN accounts a ON a.employee_id = e.id AND a.disabled = 0
       JOIN account_roles r ON r.account_id = a.id AND r.role = 'hr_admin'
      WHERE e.status = 'active' ORDER BY e.id`,
  ),
  leave: db.$client.prepare(
    'SELECT employee_id AS employeeId, leave_type AS leaveType, start_date AS startDate, end_date AS endDate, duration, days FROM leave_requests WHERE request_id = ?',
  ),
  regularisation: db.$client.prepare('SELECT employee_id AS employeeId, date, in_time AS inTime, out_time AS outTime, comments FROM regularisations WHERE id = ?'),
  punch: db.$client.prepare(
    `SELECT p.employee_id AS employeeId, p.punch_date AS date, p.punch_time AS time, p.distance_m AS distance, p.location, l.city,
            (SELECT count(*) FROM punches o WHERE o.employee_id = p.employee_id AND o.punch_date = p.punch_date
                AND o.review_status IS NOT 'rejected' AND (o.punch_time < p.punch_time OR (o.punch_time = p.punch_time AND o.id <= p.id))) AS position
       FROM punches p JOIN locations l ON l.code = p.office_code WHERE p.id = ?`,
  ),
}));

/**
 * Who decides this person's requests: their manager while active, else each active hr_admin. Never the
 * person themselves (nobody decides their own) nor whoever made the request (they know of it).
 */
function approversOf(db: Db, employeeId: number, actor: string): { username: string; name: string; approvers: Approver[] } | undefined {
  const query = statements(db);
  const person = query.person.get(employeeId) as { username: string; name: string; managerId: number | null; managerUsername: string | null; managerActive: 0 | 1 | null } | undefined;
  if (!person) return undefined;
  const candidates =
    person.managerId !== null && person.managerActive && person.managerUsername
      ? [{ id: person.managerId, username: person.managerUsername }]
      : (query.hrAdmins.all() as Approver[]);
  return { username: person.username, name: person.name, approvers: candidates.filter((a) => a.id !== employeeId && a.username !== actor) };
}

type Notice = { messageType: string; source: 'leave' | 'attendance'; heading: string; text: string };

function tellApprovers(db: Db, employeeId: number, actor: string, notice: (name: string) => Notice): void {
  const found = approversOf(db, employeeId, actor);
  if (!found?.approvers.length) return;
  const { messageType, source, heading, text } = notice(found.name);
  const components: DesignComponent[] = [
    { type: 'heading', label: heading },
    { type: 'text', label: text },
    // Someone other than the employee (hr_admin, a system) may have made the request for them.
    ...(found.username === actor ? [] : [{ type: 'text', label: `Entered by ${nameOf(db, actor)}.` }]),
    { type: 'link', label: 'Decide on Approvals', value: '/approvals' },
  ];
  for (const approver of found.approvers) createNotification(db, { recipientId: approver.id, messageType, source, createdBy: actor, components });
}

/** "2 days", "1 day", "half a day", "1.5 days". */
function daysWords(days: number): string {
  if (days === 0.5) return 'half a day';
  return `${days} day${days === 1 ? '' : 's'}`;
}

const HALVES: Record<LeaveDuration, string> = { full_day: '', first_half: ' (first half)', second_half: ' (second half)' };

/** "Asha Rao asked for 2 days of casual leave, Mon 7 Dec to Tue 8 Dec." */
export function notifyLeaveRequested(db: Db, requestId: string, actor: string): void {
  const request = statements(db).leave.get(requestId) as
    | { employeeId: number; leaveType: LeaveType; startDate: string; endDate: string; duration: LeaveDuration; days: number }
    | undefined;
  if (!request) return;
  const kind = LEAVE_TYPE_NAMES[request.leaveType].toLowerCase();
  const when = `${spanWords(request.startDate, request.endDate)}${HALVES[request.duration]}`;
  tellApprovers(db, request.employeeId, actor, (name) => ({
    messageType: 'leave_requested',
    source: 'leave',
    heading: `Leave request from ${name}`,
    text: `${name} asked for ${daysWords(request.days)} of ${kind}, ${when} (${requestId}).`,
  }));
}

/** "Asha Rao asked to correct Thu 26 Nov to 09:40 - 18:45: “Phone battery died.”" */
export function notifyRegularisationRequested(db: Db, rowId: number, actor: string): void {
  const request = statements(db).regularisation.get(rowId) as { employeeId: number; date: string; inTime: string; outTime: string; comments: string } | undefined;
  if (!request) return;
  tellApprovers(db, request.employeeId, actor, (name) => ({
    messageType: 'regularisation_requested',
    source: 'attendance',
    heading: `Regularisation request from ${name}`,
    text: `${name} asked to correct ${dayWords(request.date)} to ${formatClock(request.inTime)} - ${formatClock(request.outTime)}: “${request.comments}”`,
  }));
}

/**
 * "Asha Rao punched in 745 km from the Bengaluru office at 09:31 on Thu 26 Nov." The day's punches
 * alternate in and out, so the punch's place among them says which it was.
 */
export function notifyPunchFlagged(db: Db, punchRowId: number, actor: string): void {
  const punch = statements(db).punch.get(punchRowId) as
    | { employeeId: number; date: string; time: string; distance: number | null; location: string | null; city: string; position: number }
    | undefined;
  if (!punch || punch.distance === null) return;
  const direction = punch.position % 2 === 1 ? 'in' : 'out';
  const said = punch.location ? ` (“${punch.location}”)` : '';
  tellApprovers(db, punch.employeeId, actor, (name) => ({
    messageType: 'punch_flagged',
    source: 'attendance',
    heading: `Punch outside the fence: ${name}`,
    text: `${name} punched ${direction} ${describeDistance(punch.distance ?? 0)} from the ${punch.city} office${said} at ${formatClock(punch.time)} on ${dayWords(punch.date)}.`,
  }));
}
