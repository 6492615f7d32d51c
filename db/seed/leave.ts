import type { Tx } from '@/db/client';
import { holidays, leaveTypes } from '@/db/schema';
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

/** The leave policy and the holiday calendar of this year and the next. */
export function seedLeavePolicy(tx: Tx, year: number): void {
  tx.insert(leaveTypes)
    .values((Object.keys(LEAVE_ALLOCATIONS) as LeaveType[]).map((code) => ({ code, name: LEAVE_TYPE_NAMES[code], yearlyAllocation: LEAVE_ALLOCATIONS[code] })))
    .run();
  const rows = [year, year + 1].flatMap((y) => [
    ...FIXED_HOLIDAYS.flatMap((h) => (h.locations ?? [null]).map((locationCode) => ({ date: `${y}-${h.monthDay}`, name: h.name, locationCode }))),
    ...(MOVABLE_HOLIDAYS[y] ?? []).map((h) => ({ ...h, locationCode: null })),
  ]);
  tx.insert(holidays).values(rows).run();
}
