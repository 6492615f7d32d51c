import 'server-only';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx, WriteScope } from '@/db/client';
import { preparedQuery, rowInsert } from '@/db/prepared';
import { attendanceDays, employees, leaveRequests, regularisations } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { approverPersonColumns, type RegularisationAsked } from '@/lib/notifications/approver-notices';
import type { EmployeeSubject } from '@/lib/people/subject';
import { addDays, nowIso, orgDate } from '@/lib/time';
import { DEFAULT_REGULARISE_MAX_DAYS } from './constants';
import { regularisationIdOf } from './ids';
import { punchScope } from './punch';
import { regularisationOf } from './regularisation-queries';
import type { Regularisation, RegulariseInput } from './schemas';

const invalid = (message: string, extra?: Record<string, unknown>) =>
  new ApiError('validation_failed', message, { errors: [{ path: 'regularizationDate', message }], extra });

/** How many days back a regularisation may reach: REGULARISE_MAX_DAYS, 30 by default. */
export function regulariseMaxDays(): number {
  const value = Number(process.env.REGULARISE_MAX_DAYS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_REGULARISE_MAX_DAYS;
}

// Prepared once per connection (building it cost more than running it): approved leave on the day, a
// request for it already waiting, the day's punches and the person with their manager, in one statement.
const dayChecks = preparedQuery('regularise_day_checks', (db) => {
  const [employeeId, date] = [sql.placeholder('employeeId'), sql.placeholder('date')];
  const approvedLeave = db
    .select({ requestId: leaveRequests.requestId })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.employeeId, employeeId), eq(leaveRequests.status, 'approved'), lte(leaveRequests.startDate, date), gte(leaveRequests.endDate, date)))
    .limit(1);
  const waitingRequest = db
    .select({ id: regularisations.id })
    .from(regularisations)
    .where(and(eq(regularisations.employeeId, employeeId), eq(regularisations.date, date), eq(regularisations.status, 'pending')))
    .limit(1);
  const day = (column: typeof attendanceDays.firstIn | typeof attendanceDays.lastOut) =>
    sql<string | null>`(${db.select({ column }).from(attendanceDays).where(and(eq(attendanceDays.employeeId, employeeId), eq(attendanceDays.date, date)))})`;
  return db
    .select({
      leave: sql<string | null>`(${approvedLeave})`,
      waiting: sql<number | null>`(${waitingRequest})`,
      punchedIn: day(attendanceDays.firstIn),
      punchedOut: day(attendanceDays.lastOut),
      ...approverPersonColumns,
    })
    .from(employees)
    .where(eq(employees.id, employeeId));
});
const insertRegularisation = rowInsert(regularisations);

/**
 * Refuses a day that may not be regularised. Otherwise returns what the request's answer and its notice need
 * of the day and the person: the day's punches and the person with their manager (approverPersonColumns),
 * read by the same statement as the checks.
 */
async function checkDay(tx: Tx, subject: EmployeeSubject, date: string) {
  const today = orgDate();
  if (date >= today) throw invalid('Only a past day can be regularised; for today, punch instead.');
  const maxDays = regulariseMaxDays();
  if (date < addDays(today, -maxDays)) throw invalid(`A regularisation may reach at most ${maxDays} days back (${addDays(today, -maxDays)}).`);
  if (date < subject.dateOfJoining) throw invalid(`${subject.username} joined on ${subject.dateOfJoining}.`);
  const [found] = await dayChecks(tx).execute({ employeeId: subject.id, date });
  if (!found) throw new ApiError('not_found', `No employee ${subject.username}.`);
  const { leave, waiting, punchedIn, punchedOut, ...person } = found;
  if (leave) throw invalid(`${date} is a day of approved leave (${leave}); cancel that first.`, { leaveRequestId: leave });
  if (waiting) {
    const regularisationId = regularisationIdOf(Number(waiting));
    throw invalid(`${regularisationId} for ${date} is already waiting for a decision.`, { regularisationId });
  }
  return { punchedIn, punchedOut, person };
}

/**
 * The scope of asking to regularise a day (WriteScope in db/client.ts): the person's key of punches
 * (punchScope), so their requests go one at a time and the second for a day finds the first waiting.
 * The approved leave it looks for may be decided meanwhile under the request's own key: then the
 * regularisation came first, which a later approval does not check either.
 */
export function regulariseScope(employeeId: number): WriteScope {
  return punchScope(employeeId);
}

/**
 * Records a pending request to correct a past day, after every rule holds. Returns it as written, with its
 * row id, and as the API answers it (built from what was written and read: no read after the write).
 */
export async function requestRegularisation(
  tx: Tx,
  subject: EmployeeSubject,
  input: RegulariseInput,
  actor: string,
): Promise<RegularisationAsked & { id: number; answer: Regularisation }> {
  const { punchedIn, punchedOut, person } = await checkDay(tx, subject, input.regularizationDate);
  const asked = { employeeId: subject.id, date: input.regularizationDate, inTime: input.modifiedInTime, outTime: input.modifiedOutTime, comments: input.comments };
  const row = { ...asked, status: 'pending' as const, createdBy: actor, createdAt: nowIso(), decidedBy: null, decidedAt: null, decisionComments: null };
  const id = await insertRegularisation(tx, row);
  const answer = regularisationOf({ r: { ...row, id }, username: person.username, employeeName: person.name, punchedIn, punchedOut });
  return { ...asked, person, id, answer };
}
