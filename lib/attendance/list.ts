import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { attendanceDays, leaveRequests, regularisations } from '@/db/schema';
import { holidaysFor } from '@/lib/leave/holidays';
import type { EmployeeSubject } from '@/lib/people/subject';
import { addDays } from '@/lib/time';
import { summariseDay } from './day-status';
import { regularisationIdOf } from './ids';
import type { AttendanceDay, AttendanceListQuery } from './schemas';

/** The first and last day a list query asks for: a month, a from/to range, or this month. */
export function requestedRange(query: AttendanceListQuery, today: string): { from: string; to: string } {
  if (query.from !== undefined && query.to !== undefined) return { from: query.from, to: query.to };
  const month = query.month ?? today.slice(0, 7);
  const [year = 0, m = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The holidays of the person's office over the years a range touches. */
function holidaysBetween(db: DbOrTx, subject: EmployeeSubject, from: string, to: string): Map<string, string> {
  const all = new Map<string, string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const [date, name] of holidaysFor(db, subject.locationCode, year)) all.set(date, name);
  }
  return all;
}

/**
 * One row per day of the range, oldest first, from the date of joining up to today (later days have no
 * attendance yet). Four indexed reads over the page's days: summaries, leave, regularisations, holidays.
 */
export function listAttendance(
  db: DbOrTx,
  subject: EmployeeSubject,
  range: { from: string; to: string },
  page: { offset: number; limit: number },
  today: string,
): { items: AttendanceDay[]; total: number } {
  const first = range.from > subject.dateOfJoining ? range.from : subject.dateOfJoining;
  const last = range.to < today ? range.to : today;
  const all = first <= last ? datesFrom(first, last) : [];
  const dates = all.slice(page.offset, page.offset + page.limit);
  const [start, end] = [dates[0], dates.at(-1)];
  if (start === undefined || end === undefined) return { items: [], total: all.length };

  const summaries = new Map(
    db
      .select()
      .from(attendanceDays)
      .where(and(eq(attendanceDays.employeeId, subject.id), gte(attendanceDays.date, start), lte(attendanceDays.date, end)))
      .all()
      .map((d) => [d.date, d]),
  );
  const leave = db
    .select({ requestId: leaveRequests.requestId, leaveType: leaveRequests.leaveType, leaveDuration: leaveRequests.duration, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.employeeId, subject.id), eq(leaveRequests.status, 'approved'), lte(leaveRequests.startDate, end), gte(leaveRequests.endDate, start)))
    .all();
  // Oldest first, so the latest request of a day is the one kept.
  const asked = new Map(
    db
      .select({ id: regularisations.id, date: regularisations.date, status: regularisations.status })
      .from(regularisations)
      .where(and(eq(regularisations.employeeId, subject.id), gte(regularisations.date, start), lte(regularisations.date, end)))
      .orderBy(asc(regularisations.id))
      .all()
      .map((r) => [r.date, { regularisationId: regularisationIdOf(r.id), status: r.status }]),
  );
  const holidays = holidaysBetween(db, subject, start, end);

  const items = dates.map((date): AttendanceDay => {
    const summary = summaries.get(date);
    const onLeave = leave.find((l) => l.startDate <= date && date <= l.endDate);
    const holiday = holidays.get(date) ?? null;
    const day = summariseDay({
      date,
      today,
      holiday,
      leaveDuration: onLeave?.leaveDuration ?? null,
      firstIn: summary?.firstIn ?? null,
      lastOut: summary?.lastOut ?? null,
      punchCount: summary?.punchCount ?? 0,
      regularisedIn: summary?.regularisedIn ?? null,
      regularisedOut: summary?.regularisedOut ?? null,
    });
    return {
      date,
      ...day,
      punchCount: summary?.punchCount ?? 0,
      holiday,
      leave: onLeave ? { requestId: onLeave.requestId, leaveType: onLeave.leaveType, leaveDuration: onLeave.leaveDuration } : null,
      regularisation: asked.get(date) ?? null,
    };
  });
  return { items, total: all.length };
}
