import 'server-only';
import type { Tx } from '@/db/client';
import { holidays, leaveTypes } from '@/db/schema';
import type { Principal } from '@/lib/api/principal';
import { actOnLeave } from '@/lib/leave/act';
import { applyForLeave } from '@/lib/leave/apply';
import { employeeById } from '@/lib/people/subject';
import { addDays } from '@/lib/time';
import type { LeaveType } from '@/lib/leave/constants';
import { LEAVE_TYPE_NAMES } from '@/lib/leave/constants';

/** Days a year per type; LOP keeps no balance. Change them in the leave_types table. */
export const LEAVE_ALLOCATIONS: Record<LeaveType, number | null> = { CL: 12, SL: 12, EL: 18, LOP: null };

/** National holidays and the offices' state holidays, fixed by the calendar (month-day). */
const FIXED_HOLIDAYS: { monthDay: string; name: string; locations?: string[] }[] = [
  { monthDay: '01-26', name: 'Republic Day' },
  { monthDay: '08-15', name: 'Independence Day' },
  { monthDay: '10-02', name: 'Gandhi Jayanti' },
  { monthDay: '12-25', name: 'Christmas' },
  { monthDay: '01-15', name: 'Pongal', locations: ['CHN'] },
  { monthDay: '05-01', name: 'Maharashtra Day', locations: ['MUM', 'PUN'] },
  { monthDay: '06-02', name: 'Telangana Formation Day', locations: ['HYD'] },
  { monthDay: '11-01', name: 'Karnataka Rajyotsava', locations: ['BLR'] },
];

/** Festivals that follow the lunar calendar, for the years the demo covers. */
const MOVABLE_HOLIDAYS: Record<number, { date: string; name: string }[]> = {
  2025: [
    { date: '2025-03-14', name: 'Holi' },
    { date: '2025-04-18', name: 'Good Friday' },
    { date: '2025-10-20', name: 'Diwali' },
  ],
  2026: [
    { date: '2026-03-04', name: 'Holi' },
    { date: '2026-04-03', name: 'Good Friday' },
    { date: '2026-11-08', name: 'Diwali' },
  ],
  2027: [
    { date: '2027-03-22', name: 'Holi' },
    { date: '2027-03-26', name: 'Good Friday' },
    { date: '2027-10-29', name: 'Diwali' },
  ],
};

/** The leave policy and the holiday calendar of last year (a year of history reaches into it), this year and the next. */
export function seedLeavePolicy(tx: Tx, year: number): void {
  tx.insert(leaveTypes)
    .values((Object.keys(LEAVE_ALLOCATIONS) as LeaveType[]).map((code) => ({ code, name: LEAVE_TYPE_NAMES[code], yearlyAllocation: LEAVE_ALLOCATIONS[code] })))
    .run();
  const rows = [year - 1, year, year + 1].flatMap((y) => [
    ...FIXED_HOLIDAYS.flatMap((h) => (h.locations ?? [null]).map((locationCode) => ({ date: `${y}-${h.monthDay}`, name: h.name, locationCode }))),
    ...(MOVABLE_HOLIDAYS[y] ?? []).map((h) => ({ ...h, locationCode: null })),
  ]);
  tx.insert(holidays).values(rows).run();
}

/** The Monday on or after `date`. */
function mondayFrom(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, (8 - weekday) % 7);
}

/**
 * A few requests so the demo's pages have something to show: `employee` took two days last month and
 * waits on three more (in `manager`'s queue); `employee2` had a sick day turned down.
 */
export async function seedLeaveRequests(tx: Tx, today: string, people: { id: number; username: string }[]): Promise<void> {
  const who = async (username: string) => {
    const found = people.find((p) => p.username === username);
    const subject = found && (await employeeById(tx, found.id));
    if (!subject) throw new Error(`demo person ${username} missing`);
    return subject;
  };
  const deciders = async (username: 'manager' | 'admin'): Promise<Principal> => ({
    kind: 'user',
    key: `seed:${username}`,
    username,
    employeeId: (await who(username)).id,
    roles: username === 'manager' ? ['employee', 'manager'] : ['employee', 'hr_admin'],
    scopes: ['read', 'write'],
  });
  const past = mondayFrom(addDays(today, -35));
  const taken = await applyForLeave(tx, await who('employee'), { leaveType: 'CL', startDate: past, endDate: addDays(past, 1), leaveDuration: 'full_day', leaveReason: 'Family function' }, 'employee');
  await actOnLeave(tx, await deciders('manager'), { requestId: taken.requestId, action: 'approve', comments: 'Enjoy' });
  const ahead = mondayFrom(addDays(today, 21));
  await applyForLeave(tx, await who('employee'), { leaveType: 'EL', startDate: ahead, endDate: addDays(ahead, 2), leaveDuration: 'full_day', leaveReason: 'Trip home' }, 'employee');
  const sick = addDays(past, 8);
  const refused = await applyForLeave(tx, await who('employee2'), { leaveType: 'SL', startDate: sick, endDate: sick, leaveDuration: 'first_half', leaveReason: 'Doctor' }, 'employee2');
  await actOnLeave(tx, await deciders('admin'), { requestId: refused.requestId, action: 'reject', comments: 'Release day: please pick another morning' });
}
