import 'server-only';
import { and, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx, WriteScope } from '@/db/client';
import { jsonFirstRow, jsonRows, preparedCodedInsert, preparedQuery, reservedIds } from '@/db/prepared';
import { employees, holidays, leaveRequests, leaveTypes } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { approverPersonColumns, type ApproverPerson } from '@/lib/notifications/approver-notices';
import { nowIso, orgDate } from '@/lib/time';
import { availableDays, daysWith } from './balance';
import { LEAVE_TYPE_NAMES, WEEKEND_DAYS, type LeaveDuration } from './constants';
import { holidayMap, holidaysOfOfficeYear } from './holidays';
import type { ApplyLeave, ApplyLeaveResult } from './schemas';
import type { EmployeeSubject } from '@/lib/people/subject';
import { countLeaveDays, dayCharge } from './working-days';

const invalid = (path: string, message: string, extra?: Record<string, unknown>) =>
  new ApiError('validation_failed', message, { errors: [{ path, message }], extra });

/**
 * How many leave years after the current one leave may be applied in: `LEAVE_APPLY_YEARS_AHEAD`, a
 * whole number, default 1 (through the end of next year). Leave years are calendar years: balances,
 * holidays and a request's own span are all per calendar year.
 */
export function leaveYearsAhead(): number {
  const value = Number(process.env.LEAVE_APPLY_YEARS_AHEAD ?? 1);
  return Number.isInteger(value) && value >= 0 ? value : 1;
}

/** The days a person may apply for leave on: from their date of joining to the last day of the last leave year open. */
export function leaveApplyWindow(dateOfJoining: string, today: string = orgDate()): { from: string; to: string } {
  return { from: dateOfJoining, to: `${Number(today.slice(0, 4)) + leaveYearsAhead()}-12-31` };
}

/** Leave before the person joined, or years ahead, is a typing slip or an attempt to game the balance. */
function refuseOutsideWindow(subject: EmployeeSubject, input: ApplyLeave): void {
  const { from, to } = leaveApplyWindow(subject.dateOfJoining);
  if (input.startDate < from) throw invalid('startDate', `Leave can start no earlier than the date of joining, ${from}.`);
  const tooLate = `Leave can be applied for up to ${to}, the end of the last leave year open.`;
  if (input.startDate > to) throw invalid('startDate', tooLate);
  if (input.endDate > to) throw invalid('endDate', tooLate);
}

/** The first and second halves of one day are two requests that do not overlap. */
function halvesOfOneDay(a: { startDate: string; endDate: string; duration: LeaveDuration }, b: typeof a): boolean {
  return a.duration !== 'full_day' && b.duration !== 'full_day' && a.duration !== b.duration && a.startDate === b.startDate;
}

/** Of the leave requests table: a person's requests still pending or approved that share a day with the span. */
const liveBetween = (employeeId: SQLWrapper, startDate: SQLWrapper, endDate: SQLWrapper) =>
  and(eq(leaveRequests.employeeId, employeeId), inArray(leaveRequests.status, ['pending', 'approved']), lte(leaveRequests.startDate, endDate), gte(leaveRequests.endDate, startDate)) as SQL;

// What an application checks, in one statement read under the person's lock (a round trip each before):
// the type's allocation (null when the type is not offered), the person's approved and pending days of it
// in the year, their office's holidays that year, their live requests in the span, and the person with
// their manager for the notice (approverPersonColumns). On PostgreSQL it also draws the new request's id
// (reservedIds) when every check will pass, so the request goes with the COMMIT; see reservationHolds.
const applyChecks = preparedQuery('leave_apply_checks', (db) => {
  const [employeeId, leaveType, year] = [sql.placeholder('employeeId'), sql.placeholder('leaveType'), sql.placeholder('year')];
  const daysOfType = (status: 'approved' | 'pending') =>
    sql<number>`(${db
      .select({ days: daysWith(status) })
      .from(leaveRequests)
      .where(and(eq(leaveRequests.employeeId, employeeId), eq(leaveRequests.year, year), eq(leaveRequests.leaveType, leaveType)))})`.mapWith(Number);
  const [used, pending] = [daysOfType('approved'), daysOfType('pending')];
  const live = liveBetween(employeeId, sql.placeholder('startDate'), sql.placeholder('endDate'));
  return db
    .select({
      offered: jsonFirstRow(db, leaveTypes, { allocated: leaveTypes.yearlyAllocation }, eq(leaveTypes.code, leaveType)),
      used,
      pending,
      holidays: jsonRows(db, holidays, holidaysOfOfficeYear(sql.placeholder('datePattern'), sql.placeholder('locationCode')), holidays.date),
      live: jsonRows(db, leaveRequests, live),
      reserved: reservedIds(db, [leaveRequests], reservationHolds(leaveType, used, pending, live)),
      ...approverPersonColumns,
    })
    .from(employees)
    .where(eq(employees.id, employeeId));
});

/**
 * When the application's id may be drawn in its checks (PostgreSQL only): when the checks that follow will
 * all pass, so a refused application draws none and leaves no gap in the codes. It is applyForLeave's
 * checks written in SQL: the type is offered; the span's days, its weekdays (`weekdayDays`, counted before
 * the write, at the duration's charge) less its holidays on weekdays, are more than none and no more than
 * are left; and no live request shares a day with it. That last is stricter than refuseOverlap, which lets
 * the other half of a day be taken: such an application draws its id with its insert instead. Were the two
 * ever to differ the other way, a refused application would leave a gap, and nothing else.
 */
function reservationHolds(leaveType: SQLWrapper, used: SQL<number>, pending: SQL<number>, live: SQL): SQL {
  const weekend = sql.raw(WEEKEND_DAYS.join(', '));
  // The office's holidays of the year the checks read (holidaysOfOfficeYear), those within the span.
  const holidaysOnWeekdays = sql`(SELECT count(DISTINCT ${holidays.date}) FROM ${holidays} WHERE ${holidaysOfOfficeYear(sql.placeholder('datePattern'), sql.placeholder('locationCode'))}
    AND ${holidays.date} >= ${sql.placeholder('startDate')} AND ${holidays.date} <= ${sql.placeholder('endDate')} AND extract(dow FROM CAST(${holidays.date} AS date)) NOT IN (${weekend}))`;
  const days = sql`(CAST(${sql.placeholder('weekdayDays')} AS double precision) - CAST(${sql.placeholder('dayCharge')} AS double precision) * ${holidaysOnWeekdays})`;
  const offeredWithRoom = sql`EXISTS (SELECT 1 FROM ${leaveTypes} WHERE ${leaveTypes.code} = ${leaveType} AND (${leaveTypes.yearlyAllocation} IS NULL OR ${leaveTypes.yearlyAllocation} - ${used} - ${pending} >= ${days}))`;
  return sql`${offeredWithRoom} AND ${days} > 0 AND NOT EXISTS (SELECT 1 FROM ${leaveRequests} WHERE ${live})`;
}

type LiveRequest = Pick<typeof leaveRequests.$inferSelect, 'requestId' | 'startDate' | 'endDate' | 'duration' | 'status'>;

function refuseOverlap(live: readonly LiveRequest[], input: ApplyLeave): void {
  const overlapping = live.find((other) => !halvesOfOneDay(other, { ...input, duration: input.leaveDuration }));
  if (overlapping) {
    const { requestId, startDate, endDate, status } = overlapping;
    const span = startDate === endDate ? startDate : `${startDate} to ${endDate}`;
    throw invalid('startDate', `These dates overlap ${requestId} (${span}, ${status}).`, { overlaps: requestId });
  }
}

/**
 * The scope of applying for leave (WriteScope in db/client.ts): the person's balance and their requests
 * that might overlap are read before the new one is written, so one person's applications go one at a
 * time. Decisions (act.ts) need not take it: they never hold back more days nor make a request live
 * again, so at worst an application misses days a decision just freed, as if it had come first.
 */
export function leaveApplyScope(employeeId: number): WriteScope {
  return { locks: [`leave:${employeeId}`] };
}

const insertLeaveRequest = preparedCodedInsert(leaveRequests, 'requestId', 'LV');

/**
 * Records a pending leave request after every rule holds; run it in a transaction with leaveApplyScope.
 * Returns it as the API answers it, and the person with their manager as its checks read them, for the
 * notice (notifyLeaveRequested).
 */
export async function applyForLeave(tx: DbOrTx, subject: EmployeeSubject, input: ApplyLeave, actor: string): Promise<ApplyLeaveResult & { person: ApproverPerson }> {
  refuseOutsideWindow(subject, input);
  const year = Number(input.startDate.slice(0, 4));
  const [checks] = await applyChecks(tx).execute({
    employeeId: subject.id,
    leaveType: input.leaveType,
    year,
    startDate: input.startDate,
    endDate: input.endDate,
    datePattern: `${year}-%`,
    locationCode: subject.locationCode,
    weekdayDays: countLeaveDays(input.startDate, input.endDate, input.leaveDuration, new Map()).days,
    dayCharge: dayCharge(input.leaveDuration),
  });
  if (!checks) throw new ApiError('not_found', `No employee ${subject.username}.`);
  const { offered, used, pending, holidays: holidayRows, live, reserved, ...person } = checks;
  if (!offered) throw invalid('leaveType', `Leave type ${input.leaveType} is not offered.`);
  const { days } = countLeaveDays(input.startDate, input.endDate, input.leaveDuration, holidayMap(JSON.parse(holidayRows) as { date: string; name: string }[]));
  if (days === 0) throw invalid('startDate', 'Every day asked for is a weekend or a holiday: there is nothing to take leave from.');
  refuseOverlap(JSON.parse(live) as LiveRequest[], input);
  const { allocated } = JSON.parse(offered) as { allocated: number | null };
  const available = availableDays({ allocated, used, pending });
  if (available !== null && days > available) {
    throw invalid('leaveType', `Only ${available} day(s) of ${LEAVE_TYPE_NAMES[input.leaveType].toLowerCase()} left in ${year}; this request needs ${days}.`, {
      available,
    });
  }
  const now = nowIso();
  const reservedId = reserved ? (JSON.parse(reserved) as [number])[0] : undefined;
  const { code: requestId } = await insertLeaveRequest(
    tx,
    {
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
    },
    reservedId,
  );
  return {
    requestId,
    status: 'pending',
    username: subject.username,
    leaveType: input.leaveType,
    startDate: input.startDate,
    endDate: input.endDate,
    leaveDuration: input.leaveDuration,
    days,
    person,
  };
}
