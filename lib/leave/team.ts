// A manager's team off, day by day: what the approvals page shows beside each request and in its month
// view. One read of the reports' pending and approved leave overlapping the range (employees_manager_idx,
// then leave_requests_dates_idx per report) and one of the range's holidays, expanded into working days
// by the same rule that charged them.
import 'server-only';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { employees, holidays, leaveRequests } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import type { Principal } from '@/lib/api/principal';
import { cachedEmployeeSubject, isPeopleAdmin, type EmployeeSubject } from '@/lib/people/subject';
import type { TeamLeaveDay, TeamLeaveQuery } from './schemas';
import { dayCharge, datesBetween, nonWorkingReason } from './working-days';

/**
 * The manager whose team the caller reads: themselves, or anyone for hr_admin and systems. Everyone
 * else gets the same 403 whether or not the username exists, as for a person's own leave.
 */
export async function managerToRead(db: Db, principal: Principal, username: string): Promise<EmployeeSubject> {
  const self = principal.kind === 'user' && principal.username === username.toLowerCase();
  if (!self && !isPeopleAdmin(principal)) throw new ApiError('forbidden', 'You may see only your own team’s leave.');
  const manager = await cachedEmployeeSubject(db, username);
  if (!manager) throw new ApiError('not_found', `No employee ${username}.`);
  return manager;
}

/** The holidays in the range, by office: location code -> date -> name (key null: every office's). */
async function holidaysByOffice(db: DbOrTx, { from, to }: TeamLeaveQuery): Promise<Map<string | null, Map<string, string>>> {
  const rows = await db
    .select({ date: holidays.date, name: holidays.name, locationCode: holidays.locationCode })
    .from(holidays)
    .where(and(gte(holidays.date, from), lte(holidays.date, to)));
  const byOffice = new Map<string | null, Map<string, string>>();
  for (const h of rows) {
    const dates = byOffice.get(h.locationCode) ?? new Map<string, string>();
    dates.set(h.date, h.name);
    byOffice.set(h.locationCode, dates);
  }
  return byOffice;
}

/** Each active direct report's pending and approved leave days in the range, by name, then date. */
export async function teamLeaveDays(db: DbOrTx, managerId: number, range: TeamLeaveQuery): Promise<TeamLeaveDay[]> {
  const leaveRows = await db
    .select({
      username: employees.username,
      displayName: employees.displayName,
      locationCode: employees.locationCode,
      employeeStatus: employees.status,
      leaveType: leaveRequests.leaveType,
      status: leaveRequests.status,
      duration: leaveRequests.duration,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
    })
    // CROSS JOIN: SQLite then keeps employees as the outer loop, found by employees_manager_idx. Without
    // statistics its planner would rather walk leave_requests_status_idx (every pending and approved
    // request of the company), or with a status condition here every active employee by name; so who
    // has left is decided below.
    .from(employees)
    .crossJoin(leaveRequests)
    .where(
      and(
        eq(employees.managerId, managerId),
        eq(leaveRequests.employeeId, employees.id),
        inArray(leaveRequests.status, ['pending', 'approved']),
        lte(leaveRequests.startDate, range.to),
        gte(leaveRequests.endDate, range.from),
      ),
    )
    .orderBy(asc(employees.displayName), asc(employees.username), asc(leaveRequests.startDate));
  const rows = leaveRows.filter((row) => row.employeeStatus === 'active');
  if (!rows.length) return [];
  const byOffice = await holidaysByOffice(db, range);
  const everyOffice = byOffice.get(null);
  const officeHolidays = (code: string) => new Map([...(everyOffice ?? []), ...(byOffice.get(code) ?? [])]);
  const calendars = new Map<string, Map<string, string>>();
  const items: TeamLeaveDay[] = [];
  for (const row of rows) {
    const calendar = calendars.get(row.locationCode) ?? officeHolidays(row.locationCode);
    calendars.set(row.locationCode, calendar);
    const first = row.startDate > range.from ? row.startDate : range.from;
    const last = row.endDate < range.to ? row.endDate : range.to;
    for (const date of datesBetween(first, last)) {
      if (nonWorkingReason(date, calendar)) continue;
      // Only pending and approved rows were read; the schema's enum is the wider one.
      const status = row.status as TeamLeaveDay['status'];
      items.push({ username: row.username, displayName: row.displayName, date, leaveType: row.leaveType, status, duration: dayCharge(row.duration) });
    }
  }
  return items;
}
