import 'server-only';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { readTogether, type Db } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { attendanceDays, holidays, leaveRequests, punches, regularisations } from '@/db/schema';
import type { EmployeeSubject } from '@/lib/people/subject';
import { WEEKEND_DAYS } from '@/lib/leave/constants';
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

const DAY_MS = 86_400_000;
const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The `count` days from `first`, each with whether it is a weekend: one Date stepped along, not one parsed per day. */
function daysFrom(first: string, count: number): { date: string; weekend: boolean }[] {
  const at = new Date(`${first}T00:00:00Z`);
  const days: { date: string; weekend: boolean }[] = [];
  for (let i = 0; i < count; i++, at.setUTCDate(at.getUTCDate() + 1)) {
    days.push({ date: `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`, weekend: WEEKEND_DAYS.includes(at.getUTCDay()) });
  }
  return days;
}

const range = { id: sql.placeholder('id'), start: sql.placeholder('start'), end: sql.placeholder('end') };

// Prepared once per connection: building these small queries with Drizzle on every call costs more than running them.
const summaries = preparedQuery('attendance_list_summaries', (db) =>
  db
    .select({
      date: attendanceDays.date,
      firstIn: attendanceDays.firstIn,
      lastOut: attendanceDays.lastOut,
      punchCount: attendanceDays.punchCount,
      regularisedIn: attendanceDays.regularisedIn,
      regularisedOut: attendanceDays.regularisedOut,
    })
    .from(attendanceDays)
    .where(and(eq(attendanceDays.employeeId, range.id), gte(attendanceDays.date, range.start), lte(attendanceDays.date, range.end))),
);
const approvedLeave = preparedQuery('attendance_list_leave', (db) =>
  db
    .select({ requestId: leaveRequests.requestId, leaveType: leaveRequests.leaveType, leaveDuration: leaveRequests.duration, startDate: leaveRequests.startDate, endDate: leaveRequests.endDate })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.employeeId, range.id), eq(leaveRequests.status, 'approved'), lte(leaveRequests.startDate, range.end), gte(leaveRequests.endDate, range.start))),
);
// Oldest first, so the latest request of a day is the one kept.
const regularisationsAsked = preparedQuery('attendance_list_regularisations', (db) =>
  db
    .select({ id: regularisations.id, date: regularisations.date, status: regularisations.status })
    .from(regularisations)
    .where(and(eq(regularisations.employeeId, range.id), gte(regularisations.date, range.start), lte(regularisations.date, range.end)))
    .orderBy(asc(regularisations.id)),
);
// Days with a punch from outside the office's fence that no approver has accepted: waiting for a
// review, or rejected (it no longer counts, so the day may need correcting).
const flaggedDays = preparedQuery('attendance_list_flagged', (db) =>
  db
    .selectDistinct({ date: punches.punchDate })
    .from(punches)
    .where(and(eq(punches.employeeId, range.id), gte(punches.punchDate, range.start), lte(punches.punchDate, range.end), inArray(punches.reviewStatus, ['pending', 'rejected']))),
);
const holidaysIn = preparedQuery('attendance_list_holidays', (db) =>
  db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(
      and(
        gte(holidays.date, range.start),
        lte(holidays.date, range.end),
        or(isNull(holidays.locationCode), eq(holidays.locationCode, sql.placeholder('location'))),
      ),
    ),
);

/**
 * One row per day of the range, oldest first, from the date of joining up to today (later days have no
 * attendance yet). Five indexed reads over the page's days (summaries, leave, regularisations, flagged
 * punches, holidays), prepared once and sent together.
 */
export async function listAttendance(
  db: Db,
  subject: EmployeeSubject,
  range: { from: string; to: string },
  page: { offset: number; limit: number },
  today: string,
): Promise<{ items: AttendanceDay[]; total: number }> {
  const first = range.from > subject.dateOfJoining ? range.from : subject.dateOfJoining;
  const last = range.to < today ? range.to : today;
  // Only the page's days are made: a year's range is 366 rows, a page at most 100.
  const total = first <= last ? epochDay(last) - epochDay(first) + 1 : 0;
  const dates = daysFrom(addDays(first, page.offset), Math.max(0, Math.min(page.limit, total - page.offset)));
  const [start, end] = [dates[0]?.date, dates.at(-1)?.date];
  if (start === undefined || end === undefined) return { items: [], total };

  const bounds = { id: subject.id, start, end };
  const [summaryRows, leave, regularisationRows, flaggedRows, holidayRows] = await readTogether(db, (db) =>
    Promise.all([
      summaries(db).execute(bounds),
      approvedLeave(db).execute(bounds),
      regularisationsAsked(db).execute(bounds),
      flaggedDays(db).execute(bounds),
      holidaysIn(db).execute({ start, end, location: subject.locationCode }),
    ]),
  );
  const summaryOf = new Map(summaryRows.map((d) => [d.date, d]));
  const asked = new Map(regularisationRows.map((r) => [r.date, { regularisationId: regularisationIdOf(r.id), status: r.status }]));
  const flagged = new Set(flaggedRows.map((p) => p.date));
  const holidayNames = new Map(holidayRows.map((h) => [h.date, h.name]));

  const items = dates.map(({ date, weekend }): AttendanceDay => {
    const summary = summaryOf.get(date);
    const onLeave = leave.find((l) => l.startDate <= date && date <= l.endDate);
    const holiday = holidayNames.get(date) ?? null;
    const day = summariseDay({
      date,
      today,
      weekend,
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
      flagged: flagged.has(date),
    };
  });
  return { items, total };
}
