import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, isPostgres, transaction } from '@/db/client';
import { attendanceDays, employees, holidays, leaveRequests, locations, punches } from '@/db/schema';
import { POST as punchRoute } from '@/app/api/attendance/v1/punch/route';
import { GET as listRoute } from '@/app/api/attendance/v1/list/user/[username]/route';
import { GET as detailRoute } from '@/app/api/attendance/v1/punch/detail/user/[username]/route';
import { addDays, orgDate, wallClock } from '@/lib/time';
import { call, demoCallers, type Caller } from '../helpers/call';
import { postgresRoundTrips } from '../helpers/round-trips';

const { employee, employee2, manager, system } = await demoCallers();

const TODAY = orgDate();
const BLR = { latitudeCoordinate: 12.9699, longitudeCoordinate: 77.7502 };
const PUNE = { latitudeCoordinate: 18.5204, longitudeCoordinate: 73.8567 };
const MUM_INSIDE = { latitudeCoordinate: 19.0657, longitudeCoordinate: 72.8645 };

type Body = Record<string, unknown>;
const punch = (body: Body, as: Caller = employee, headers: Record<string, string> = {}) => call(punchRoute, { as, body, headers });
const list = (username: string, query: Record<string, string>, as: Caller = system) => call(listRoute, { as, params: { username }, query });
const detail = (username: string, date: string | undefined, as: Caller = system) =>
  call(detailRoute, { as, params: { username }, query: date ? { date } : {} });

const idOf = async (username: string) => (await getDb().select({ id: employees.id }).from(employees).where(eq(employees.username, username)))[0]?.id ?? -1;
const punchesOf = async (username: string) => (await getDb().select({ n: count() }).from(punches).where(eq(punches.employeeId, await idOf(username))))[0]?.n ?? 0;

/** Great-circle distance by the spherical law of cosines: a second formula, to check the server's haversine. */
function cosineDistance(a: { latitudeCoordinate: number; longitudeCoordinate: number }, b: { latitude: number; longitude: number }): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const c = Math.sin(r(a.latitudeCoordinate)) * Math.sin(r(b.latitude)) + Math.cos(r(a.latitudeCoordinate)) * Math.cos(r(b.latitude)) * Math.cos(r(b.longitude - a.longitudeCoordinate));
  return 6_371_008.8 * Math.acos(Math.min(1, c));
}
const office = async (code: string) => (await getDb().select().from(locations).where(eq(locations.code, code)))[0]!;

/** A seeded person who is not a demo user, with no attendance at all, to set up days exactly. */
async function blankPerson(index: number): Promise<{ id: number; username: string; locationCode: string }> {
  const db = getDb();
  const person = (await db.select({ id: employees.id, username: employees.username, locationCode: employees.locationCode }).from(employees).where(eq(employees.locationCode, 'BLR')).orderBy(employees.id)).filter((p) => !['admin', 'recruiter', 'manager', 'employee', 'employee2'].includes(p.username))[index];
  if (!person) throw new Error('no such person');
  await db.delete(punches).where(eq(punches.employeeId, person.id));
  await db.delete(attendanceDays).where(eq(attendanceDays.employeeId, person.id));
  await db.update(employees).set({ dateOfJoining: '2020-01-01' }).where(eq(employees.id, person.id));
  return person;
}

describe('POST /api/attendance/v1/punch', () => {
  it('punches now by default, inside the fence, with the server receive time beside the claimed one', async () => {
    const before = Date.now();
    const res = await punch(BLR);
    expect(res.status, res.text).toBe(200);
    const body = res.json;
    expect(body.punchId).toMatch(/^PUN-\d{6}$/);
    expect(body).toMatchObject({ username: 'employee', punchDate: TODAY, source: 'web', queued: false, insideGeofence: true, office: { code: 'BLR', geofenceEnforced: false } });
    const claimed = wallClock(new Date(before));
    expect(body.punchTime >= claimed.time.slice(0, 8) || body.punchDate > claimed.date).toBe(true);
    expect(body.distanceMeters).toBe(Math.round(cosineDistance(BLR, await office('BLR'))));
    expect(Date.parse(body.receivedAt)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await getDb().select().from(punches).where(eq(punches.id, Number(body.punchId.slice(4))));
    expect(row).toMatchObject({ punchDate: TODAY, punchTime: body.punchTime, receivedAt: body.receivedAt, latitude: BLR.latitudeCoordinate, insideGeofence: true });
  });

  it('records a punch outside a fence that is not enforced, flagged with its distance', async () => {
    const res = await punch({ ...PUNE, location: 'Client site, Pune' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.insideGeofence).toBe(false);
    expect(Math.abs(res.json.distanceMeters - cosineDistance(PUNE, await office('BLR')))).toBeLessThan(2);
    expect(res.json.distanceMeters).toBeGreaterThan(700_000);
    const shown = (await detail('employee', TODAY, employee)).json.items.find((p: { punchId: string }) => p.punchId === res.json.punchId);
    expect(shown).toMatchObject({ insideGeofence: false, location: 'Client site, Pune', latitudeCoordinate: PUNE.latitudeCoordinate, source: 'web' });
  });

  it('refuses a punch outside an enforced fence, or without a position there, with the distance', async () => {
    const before = await punchesOf('employee2');
    const outside = await punch(PUNE, employee2);
    expect(outside.status).toBe(400);
    expect(outside.json.errors[0].path).toBe('latitudeCoordinate');
    expect(outside.json.insideGeofence).toBe(false);
    expect(Math.abs(outside.json.distanceMeters - cosineDistance(PUNE, await office('MUM')))).toBeLessThan(2);
    expect(outside.json.detail).toMatch(/km from Mumbai/);
    const blind = await punch({}, employee2);
    expect(blind.status).toBe(400);
    expect(blind.json.errors[0].path).toBe('latitudeCoordinate');
    expect(await punchesOf('employee2')).toBe(before);
    const inside = await punch(MUM_INSIDE, employee2);
    expect(inside.status, inside.text).toBe(200);
    expect(inside.json.insideGeofence).toBe(true);
    expect(await punchesOf('employee2')).toBe(before + 1);
  });

  it('refuses a punch in the future, and one older than 3 days', async () => {
    const tomorrow = await punch({ punchDate: addDays(TODAY, 1), punchTime: '00:00' });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.json.errors[0].path).toBe('punchDate');
    const soon = wallClock(new Date(Date.now() + 10 * 60_000));
    if (soon.date === TODAY) {
      const later = await punch({ punchDate: TODAY, punchTime: soon.time });
      expect(later.status).toBe(400);
      expect(later.json.errors[0].path).toBe('punchTime');
    }
    const stale = await punch({ punchDate: addDays(TODAY, -4), punchTime: '09:00' });
    expect(stale.status).toBe(400);
    expect(stale.json.errors[0].path).toBe('punchDate');
    expect(stale.json.detail).toMatch(/regularisation/);
  });

  it('takes a late punch with its own time, marked as sent late, and keeps the first as in and the last as out', async () => {
    const person = await blankPerson(0);
    const day = addDays(TODAY, -2);
    const times = ['12:00', '08:05', '19:30:15', '13:00'];
    const answers = [];
    for (const punchTime of times) answers.push((await punch({ username: person.username, punchDate: day, punchTime }, system)).json);
    expect(answers.map((a) => a.queued)).toEqual([true, true, true, true]);
    expect(answers.map((a) => a.source)).toEqual(['api', 'api', 'api', 'api']);
    expect(answers.at(-1)?.day).toEqual({ firstIn: '08:05:00', lastOut: '19:30:15', punchCount: 4 });
    const row = (await list(person.username, { from: day, to: day })).json.items[0];
    expect(row).toMatchObject({ date: day, firstIn: '08:05:00', lastOut: '19:30:15', workedMinutes: 685, punchCount: 4 });
    const items = (await detail(person.username, day)).json.items;
    expect(items.map((p: { punchTime: string }) => p.punchTime)).toEqual(['08:05:00', '12:00:00', '13:00:00', '19:30:15']);
  });

  it('records a punch without a position with no distance and no geofence result, neither inside nor outside', async () => {
    const res = await punch({ location: 'Client site' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ distanceMeters: null, insideGeofence: null, latitudeCoordinate: null });
    const [row] = await getDb().select().from(punches).where(eq(punches.id, Number(res.json.punchId.slice(4))));
    expect(row).toMatchObject({ distanceMeters: null, insideGeofence: null, location: 'Client site' });
    const shown = (await detail('employee', TODAY, employee)).json.items.find((p: { punchId: string }) => p.punchId === res.json.punchId);
    expect(shown).toMatchObject({ insideGeofence: null, distanceMeters: null });
  });

  it('marks a punch the client says it kept offline as queued even when it arrives at once', async () => {
    const res = await punch({ ...BLR, queued: true });
    expect(res.status, res.text).toBe(200);
    expect(res.json.queued).toBe(true);
  });

  it('punches once for retries with the same Idempotency-Key, and keeps every one of simultaneous punches', async () => {
    const person = await blankPerson(1);
    const key = { 'Idempotency-Key': `punch-${Date.now()}` };
    const first = await punch({ username: person.username }, system, key);
    const again = await punch({ username: person.username }, system, key);
    expect(again.status).toBe(200);
    expect(again.json.punchId).toBe(first.json.punchId);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await punchesOf(person.username)).toBe(1);
    const burst = await Promise.all(Array.from({ length: 8 }, () => punch({ username: person.username }, system)));
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(burst.map((r) => r.json.punchId)).size).toBe(8);
    expect(await punchesOf(person.username)).toBe(9);
    const [summary] = await getDb().select().from(attendanceDays).where(and(eq(attendanceDays.employeeId, person.id), eq(attendanceDays.date, first.json.punchDate)));
    expect(summary?.punchCount).toBe(9);
  });

  it('lets a person punch only for themselves, systems for anyone they name', async () => {
    expect((await punch({ username: 'employee2' }, employee)).status).toBe(403);
    const nameless = await punch({}, system);
    expect(nameless.status).toBe(400);
    expect(nameless.json.errors[0].path).toBe('username');
    expect((await punch({ username: 'nobody.here' }, system)).status).toBe(404);
  });

  it('refuses someone who has left, and a day before they joined', async () => {
    const person = await blankPerson(2);
    const change = (set: Partial<typeof employees.$inferInsert>) =>
      transaction(getDb(), async (tx) => {
        await tx.update(employees).set(set).where(eq(employees.id, person.id));
      });
    await change({ status: 'inactive' });
    const gone = await punch({ username: person.username }, system);
    expect(gone.status).toBe(400);
    expect(gone.json.errors[0].path).toBe('username');
    await change({ status: 'active', dateOfJoining: TODAY });
    const early = await punch({ username: person.username, punchDate: addDays(TODAY, -1), punchTime: '09:00' }, system);
    expect(early.status).toBe(400);
    expect(early.json.errors[0].path).toBe('punchDate');
  });
});

describe('GET /api/attendance/v1/list/user/{username}', () => {
  it('lists the current month by default, oldest first, up to today, and pages without gaps', async () => {
    const res = await list('employee', {}, employee);
    expect(res.status, res.text).toBe(200);
    const first = `${TODAY.slice(0, 7)}-01`;
    expect(res.json).toMatchObject({ username: 'employee', from: first });
    const days = Number(TODAY.slice(8, 10));
    expect(res.json.total).toBe(days);
    const all = [];
    for (let offset = 0; offset < days; offset += 7) all.push(...(await list('employee', { offset: String(offset), limit: '7' }, employee)).json.items);
    expect(all.map((d: { date: string }) => d.date)).toEqual(Array.from({ length: days }, (_, i) => addDays(first, i)));
  });

  it.skipIf(!isPostgres(getDb()))('sends a page’s five reads in one round trip on PostgreSQL', async () => {
    const month = { month: TODAY.slice(0, 7) };
    // Once first, so that the person and the caller are cached: what is left is the page's own reads.
    await list('employee', month, employee);
    const { result, sent } = await postgresRoundTrips(() => list('employee', month, employee));
    expect(result.status, result.text).toBe(200);
    expect(sent, sent.join('\n')).toHaveLength(1);
  });

  it('sums up each day across leave, holidays, weekends and hours worked', async () => {
    const db = getDb();
    const person = await blankPerson(3);
    // Ten days from a Monday four or more weeks back, in a fortnight without a seeded holiday for Bengaluru
    // (1 November, say), so that only the test's own holiday shows.
    const seededHolidays = new Set((await db.select().from(holidays)).flatMap((h) => (h.locationCode === null || h.locationCode === 'BLR' ? [h.date] : [])));
    let monday = addDays(TODAY, -28 - ((new Date(`${TODAY}T00:00:00Z`).getUTCDay() + 6) % 7));
    while (Array.from({ length: 10 }, (_, n) => addDays(monday, n)).some((date) => seededHolidays.has(date))) monday = addDays(monday, -7);
    const d = (n: number) => addDays(monday, n);
    const day = (n: number, firstIn: string | null, lastOut: string | null, extra: Partial<typeof attendanceDays.$inferInsert> = {}) =>
      db.insert(attendanceDays).values({ employeeId: person.id, date: d(n), firstIn, lastOut, punchCount: firstIn ? 2 : 0, ...extra });
    await day(0, '09:00:00', '18:00:00'); // Monday: 9 h, present
    await day(1, '09:00:00', '13:30:00'); // Tuesday: 4.5 h, half day
    await day(2, '09:00:00', '10:00:00'); // Wednesday: 1 h, absent
    // Thursday: nothing, absent
    await db.insert(holidays).values({ date: d(4), name: 'Test holiday', locationCode: 'BLR' }); // Friday
    await day(5, '10:00:00', '14:00:00'); // Saturday worked: still a weekend
    const leave = (n: number, duration: 'full_day' | 'first_half', requestId: string) =>
      db.insert(leaveRequests).values({ requestId, employeeId: person.id, leaveType: 'CL', startDate: d(n), endDate: d(n), duration, days: 1, year: Number(d(n).slice(0, 4)), status: 'approved', createdBy: 't', createdAt: 't', updatedAt: 't' });
    await leave(7, 'full_day', 'LV-900001'); // Monday on leave
    await leave(8, 'first_half', 'LV-900002'); // Tuesday half on leave
    await day(9, '09:05:00', '09:05:00', { regularisedIn: '09:30:00', regularisedOut: '18:30:00' }); // Wednesday regularised

    const rows = (await list(person.username, { from: d(0), to: d(9) })).json.items as { date: string; status: string; workedMinutes: number; holiday: string | null; leave: { requestId: string } | null; firstIn: string | null }[];
    expect(rows.map((r) => r.status)).toEqual(['present', 'half_day', 'absent', 'absent', 'holiday', 'weekend', 'weekend', 'on_leave', 'half_day', 'regularised']);
    expect(rows.map((r) => r.workedMinutes)).toEqual([540, 270, 60, 0, 0, 240, 0, 0, 0, 540]);
    expect(rows[4]?.holiday).toBe('Test holiday');
    expect(rows[7]?.leave?.requestId).toBe('LV-900001');
    expect(rows[9]?.firstIn).toBe('09:30:00');
  });

  it('counts any punch today as present, and lists nothing before the date of joining or after today', async () => {
    const person = await blankPerson(4);
    await punch({ username: person.username }, system);
    const today = (await list(person.username, { from: TODAY, to: TODAY })).json.items[0];
    // On a weekend or a holiday the day keeps that status, punches or not.
    const weekend = [0, 6].includes(new Date(`${TODAY}T00:00:00Z`).getUTCDay());
    const holiday = (await getDb().select().from(holidays).where(eq(holidays.date, TODAY))).some((h) => h.locationCode === null || h.locationCode === 'BLR');
    expect(today).toMatchObject({ status: holiday ? 'holiday' : weekend ? 'weekend' : 'present', punchCount: 1 });
    await transaction(getDb(), async (tx) => {
      await tx.update(employees).set({ dateOfJoining: addDays(TODAY, -2) }).where(eq(employees.id, person.id));
    });
    const res = (await list(person.username, { from: addDays(TODAY, -10), to: addDays(TODAY, 10) })).json;
    expect(res.items.map((r: { date: string }) => r.date)).toEqual([addDays(TODAY, -2), addDays(TODAY, -1), TODAY]);
    expect(res.total).toBe(3);
  });

  it('marks a day flagged when one of its punches was outside the office fence', async () => {
    const person = await blankPerson(5);
    const yesterday = addDays(TODAY, -1);
    const at = (time: string, where: Body) => punch({ username: person.username, punchDate: yesterday, punchTime: time, ...where }, system);
    expect((await at('09:00', BLR)).status).toBe(200);
    expect((await at('18:00', BLR)).status).toBe(200);
    let days = (await list(person.username, { from: addDays(TODAY, -2), to: yesterday })).json.items as { date: string; flagged: boolean }[];
    expect(days.map((d) => d.flagged)).toEqual([false, false]);
    expect((await at('13:00', PUNE)).status).toBe(200);
    days = (await list(person.username, { from: addDays(TODAY, -2), to: yesterday })).json.items;
    expect(days.map((d) => d.flagged)).toEqual([false, true]);
  });

  it('lets a manager read a direct report, and nobody else', async () => {
    expect((await list('employee', {}, manager)).status).toBe(200);
    expect((await list('employee', {}, employee2)).status).toBe(403);
    expect((await list('nobody.here', {}, employee2)).status).toBe(403);
    expect((await list('nobody.here', {})).status).toBe(404);
  });
});

describe('GET /api/attendance/v1/punch/detail/user/{username}', () => {
  it('shows the day’s punches in time order with the office and its fence, today by default', async () => {
    await punch(BLR);
    const res = await detail('employee', undefined, employee);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ username: 'employee', date: TODAY, office: { code: 'BLR', geofenceRadiusMeters: 250 } });
    const times = res.json.items.map((p: { punchTime: string }) => p.punchTime);
    expect(times).toEqual([...times].sort());
    expect(res.json.items[0]).toEqual(
      expect.objectContaining({ punchId: expect.stringMatching(/^PUN-/), receivedAt: expect.any(String), source: 'web', queued: expect.any(Boolean) }),
    );
  });

  it('shows a seeded day with both punches, to the manager too', async () => {
    const days = (await list('employee', { from: addDays(TODAY, -20), to: addDays(TODAY, -1) })).json.items as { date: string; punchCount: number }[];
    const worked = days.find((d) => d.punchCount === 2);
    expect(worked).toBeDefined();
    const res = await detail('employee', worked?.date, manager);
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(2);
    expect(res.json.items.every((p: { insideGeofence: boolean }) => p.insideGeofence)).toBe(true);
  });
});
