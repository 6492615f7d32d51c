// Flagged punches (issue 29): a punch recorded outside the fence waits for the approver, who is told; they
// accept or reject it with a comment; a rejected punch no longer counts, and the employee is told.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { attendanceDays, employees, punches } from '@/db/schema';
import { POST as punchRoute } from '@/app/api/attendance/v1/punch/route';
import { GET as queueRoute } from '@/app/api/attendance/v1/punch/approvals/route';
import { POST as reviewRoute } from '@/app/api/attendance/v1/punch/action/route';
import { GET as listRoute } from '@/app/api/attendance/v1/list/user/[username]/route';
import { GET as detailRoute } from '@/app/api/attendance/v1/punch/detail/user/[username]/route';
import { GET as inboxRoute } from '@/app/api/bot/v1/inbox/user/[username]/route';
import { GET as waitingRoute } from '@/app/api/approvals/v1/waiting/user/[username]/route';
import { describeDistance } from '@/lib/attendance/geo';
import { dayWords } from '@/lib/notifications/wording';
import { addDays, orgDate } from '@/lib/time';
import { call, demoCallers, type Caller } from '../helpers/call';

const { employee, employee2, manager, admin, system } = await demoCallers();

const BLR = { latitudeCoordinate: 12.9699, longitudeCoordinate: 77.7502 };
const PUNE = { latitudeCoordinate: 18.5204, longitudeCoordinate: 73.8567, location: 'Client site, Pune' };
const DAY = addDays(orgDate(), -1);
const [{ id: EMPLOYEE_ID } = { id: -1 }] = await getDb().select({ id: employees.id }).from(employees).where(eq(employees.username, 'employee'));

type Item = { messageType: string; components: { label: string }[] };
const punchAt = async (time: string, where: Record<string, unknown>) => {
  const res = await call(punchRoute, { as: employee, body: { punchDate: DAY, punchTime: time, ...where } });
  expect(res.status, res.text).toBe(200);
  return res.json as { punchId: string; distanceMeters: number; insideGeofence: boolean; review: unknown };
};
const queue = async (as: Caller) => (await call(queueRoute, { as, query: { limit: '100' } })).json.items as { punchId: string }[];
const review = (punchId: string, action: string, as: Caller, comments?: string) => call(reviewRoute, { as, body: { punchId, action, comments } });
const day = async () => (await call(listRoute, { as: system, params: { username: 'employee' }, query: { from: DAY, to: DAY } })).json.items[0];
const latest = async (username: string, as: Caller) => ((await call(inboxRoute, { as, params: { username }, query: { limit: '1' } })).json.items as Item[])[0];
const labels = (item: Item | undefined) => item?.components.map((c) => c.label) ?? [];

// Yesterday starts empty for the employee, so the day's in and out are exactly what each test punches.
beforeEach(async () => {
  const db = getDb();
  await db.delete(punches).where(and(eq(punches.employeeId, EMPLOYEE_ID), eq(punches.punchDate, DAY)));
  await db.delete(attendanceDays).where(and(eq(attendanceDays.employeeId, EMPLOYEE_ID), eq(attendanceDays.date, DAY)));
});

describe('a punch outside the fence', () => {
  it('is flagged, waits in the manager’s queue and hr_admin’s, and the manager is told in words', async () => {
    const inside = await punchAt('08:55', BLR);
    expect(inside.review).toBeNull();
    const before = (await call(waitingRoute, { as: manager, params: { username: 'manager' } })).json.punches;
    const flagged = await punchAt('09:31', PUNE);
    expect(flagged).toMatchObject({ insideGeofence: false, review: { status: 'pending', by: null, at: null, comments: null } });
    expect((await call(waitingRoute, { as: manager, params: { username: 'manager' } })).json.punches).toBe(before + 1);
    expect((await queue(manager)).map((p) => p.punchId)).toContain(flagged.punchId);
    expect((await queue(admin)).map((p) => p.punchId)).toContain(flagged.punchId);
    expect((await queue(employee2)).map((p) => p.punchId)).not.toContain(flagged.punchId);
    expect((await queue(employee)).map((p) => p.punchId)).not.toContain(flagged.punchId);
    expect((await queue(manager)).find((p) => p.punchId === flagged.punchId)).toMatchObject({
      username: 'employee',
      employeeName: 'Arjun Sharma',
      punchTime: '09:31:00',
      location: 'Client site, Pune',
      office: { code: 'BLR', geofenceRadiusMeters: 250 },
    });
    const notice = await latest('manager', manager);
    expect(notice?.messageType).toBe('punch_flagged');
    // The second punch of the day is its out.
    expect(labels(notice)).toEqual([
      'Punch outside the fence: Arjun Sharma',
      `Arjun Sharma punched out ${describeDistance(flagged.distanceMeters)} from the Bengaluru office (“Client site, Pune”) at 09:31 on ${dayWords(DAY)}.`,
      'Decide on Approvals',
    ]);
    expect(describeDistance(flagged.distanceMeters)).toMatch(/^\d+ km$/);
  });
});

describe('POST /api/attendance/v1/punch/action', () => {
  it('rejecting a punch takes it out of the day at once, shows it rejected, and tells the employee with the comment', async () => {
    const flagged = await punchAt('09:10', PUNE);
    await punchAt('18:40', BLR);
    expect(await day()).toMatchObject({ firstIn: '09:10:00', lastOut: '18:40:00' });
    const res = await review(flagged.punchId, 'reject', manager, 'You were not at the client that day');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ punchId: flagged.punchId, review: { status: 'rejected', by: 'manager', comments: 'You were not at the client that day' } });
    // One punch left: in and out are the same, and the day is no longer a worked day.
    expect(await day()).toMatchObject({ firstIn: '18:40:00', lastOut: '18:40:00', workedMinutes: 0, flagged: true });
    const [row] = await getDb().select().from(attendanceDays).where(and(eq(attendanceDays.employeeId, EMPLOYEE_ID), eq(attendanceDays.date, DAY)));
    expect(row?.punchCount).toBe(1);
    const detail = (await call(detailRoute, { as: employee, params: { username: 'employee' }, query: { date: DAY } })).json.items;
    expect(detail.find((p: { punchId: string }) => p.punchId === flagged.punchId).review).toMatchObject({ status: 'rejected', by: 'manager' });
    expect((await queue(manager)).map((p) => p.punchId)).not.toContain(flagged.punchId);
    const notice = await latest('employee', employee);
    expect(notice?.messageType).toBe('punch_rejected');
    expect(labels(notice)).toEqual([
      `Punch rejected: 09:10 on ${dayWords(DAY)}`,
      `Meera Iyer rejected your punch at 09:10 on ${dayWords(DAY)}, ${describeDistance(flagged.distanceMeters)} from the Bengaluru office. It does not count towards that day.`,
      'Meera Iyer’s comment: “You were not at the client that day”',
      'See your attendance',
    ]);
    // A later punch folds into the day without bringing the rejected one back.
    await punchAt('19:05', BLR);
    expect(await day()).toMatchObject({ firstIn: '18:40:00', lastOut: '19:05:00' });
  });

  it('accepting keeps the punch counted; a second decision is a conflict naming the status', async () => {
    const flagged = await punchAt('09:00', PUNE);
    await punchAt('18:00', BLR);
    expect(await day()).toMatchObject({ flagged: true });
    const res = await review(flagged.punchId, 'accept', admin);
    expect(res.status, res.text).toBe(200);
    expect(res.json.review).toMatchObject({ status: 'accepted', by: 'admin', comments: null });
    // Accepted: the day counts as punched and no longer asks for a correction.
    expect(await day()).toMatchObject({ firstIn: '09:00:00', lastOut: '18:00:00', flagged: false });
    const notice = await latest('employee', employee);
    expect(notice?.messageType).toBe('punch_accepted');
    expect(labels(notice).join(' ')).not.toMatch(/comment/i);
    const again = await review(flagged.punchId, 'reject', manager);
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ code: 'conflict_state', currentStatus: 'accepted' });
  });

  it('is for the employee’s manager, hr_admin and systems only; never the employee', async () => {
    const flagged = await punchAt('09:20', PUNE);
    const own = await review(flagged.punchId, 'accept', employee);
    expect(own.status).toBe(403);
    const other = await review(flagged.punchId, 'accept', employee2);
    expect(other.status).toBe(403);
    expect(other.json.code).toBe('forbidden');
    expect((await review(flagged.punchId, 'reject', system, 'Checked')).status).toBe(200);
  });

  it('finds no flagged punch in one that was never flagged', async () => {
    const inside = await punchAt('09:25', BLR);
    const res = await review(inside.punchId, 'reject', manager);
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('not_found');
  });
});
