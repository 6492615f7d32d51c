import { and, eq, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { employees, holidays, leaveRequests } from '@/db/schema';
import { GET as historyRoute } from '@/app/api/leave/v1/history/user/[username]/route';
import { GET as teamRoute } from '@/app/api/leave/v1/team/user/[username]/route';
import type { LeaveDuration, LeaveStatus, LeaveType } from '@/lib/leave/constants';
import { addDays, nowIso, orgDate } from '@/lib/time';
import { call, sessionFor, systemKey, type Caller } from '../helpers/call';

// The team of `manager`: `employee` (Bengaluru) as seeded, and two seeded people moved under them: one in
// Mumbai, one who has left. `employee2` is given a report of their own, so they are the manager of
// another team. Every leave row is written directly, in weeks of next year with no seeded holiday, and
// the holidays the tests need are added for those weeks.
const db = () => getDb();
const YEAR = Number(orgDate().slice(0, 4)) + 1;

type Person = { id: number; username: string; displayName: string };
let manager: Person;
let arjun: Person; // employee, Bengaluru
let mumbai: Person;
let departed: Person;
let otherTeam: Person; // reports to employee2
let callers: Record<'employee' | 'employee2' | 'manager' | 'admin', Caller>;

/** A Monday of next year whose three weeks hold no holiday at any office. */
async function quietMonday(): Promise<string> {
  const taken = new Set((await db().select({ date: holidays.date }).from(holidays)).map((h) => h.date));
  const jan1 = new Date(Date.UTC(YEAR, 0, 1));
  for (let start = addDays(`${YEAR}-01-01`, (8 - jan1.getUTCDay()) % 7 + 14); ; start = addDays(start, 7)) {
    if (![...Array(21).keys()].some((d) => taken.has(addDays(start, d)))) return start;
  }
}

let sequence = 990_000;
async function leave(person: Person, leaveType: LeaveType, status: LeaveStatus, startDate: string, endDate: string, duration: LeaveDuration = 'full_day') {
  const now = nowIso();
  await db().insert(leaveRequests).values({
    requestId: `LV-${++sequence}`,
    employeeId: person.id,
    leaveType,
    startDate,
    endDate,
    duration,
    days: 1,
    year: YEAR,
    status,
    createdBy: person.username,
    createdAt: now,
    updatedAt: now,
  });
}

async function person(username: string): Promise<Person> {
  const [row] = await db().select({ id: employees.id, username: employees.username, displayName: employees.displayName }).from(employees).where(eq(employees.username, username));
  if (!row) throw new Error(`no ${username}`);
  return row;
}

/** A seeded person who is none of the demo sign-ins and works at `locationCode`, moved under `managerId`. */
async function moveUnder(managerId: number, locationCode: string, except: string[]): Promise<Person> {
  const [row] = await db()
    .select({ id: employees.id, username: employees.username, displayName: employees.displayName })
    .from(employees)
    .where(and(eq(employees.locationCode, locationCode), eq(employees.status, 'active'), notInArray(employees.username, ['admin', 'recruiter', 'manager', 'employee', 'employee2', ...except])))
    .orderBy(employees.id)
    .limit(1);
  if (!row) throw new Error(`nobody at ${locationCode}`);
  await db().update(employees).set({ managerId }).where(eq(employees.id, row.id));
  return row;
}

let monday: string;
const day = (offset: number) => addDays(monday, offset);

beforeAll(async () => {
  manager = await person('manager');
  arjun = await person('employee');
  mumbai = await moveUnder(manager.id, 'MUM', []);
  departed = await moveUnder(manager.id, 'BLR', [mumbai.username]);
  await db().update(employees).set({ status: 'inactive' }).where(eq(employees.id, departed.id));
  otherTeam = await moveUnder((await person('employee2')).id, 'BLR', [mumbai.username, departed.username]);
  const [employee, employee2, managerSession, admin] = await Promise.all(['employee', 'employee2', 'manager', 'admin'].map((u) => sessionFor(u)));
  callers = { employee: employee!, employee2: employee2!, manager: managerSession!, admin: admin! };

  monday = await quietMonday();
  // Wednesday: a holiday in Bengaluru only; Thursday: a holiday at every office.
  await db()
    .insert(holidays)
    .values([
      { date: day(2), name: 'Bengaluru festival', locationCode: 'BLR' },
      { date: day(3), name: 'Every office’s holiday', locationCode: null },
    ]);
  await leave(arjun, 'CL', 'approved', day(0), day(7)); // Mon to the next Mon, over both holidays and a weekend
  await leave(mumbai, 'SL', 'pending', day(2), day(2)); // Bengaluru's holiday is a working day in Mumbai
  await leave(mumbai, 'EL', 'pending', day(8), day(8), 'first_half');
  await leave(mumbai, 'CL', 'rejected', day(4), day(4));
  await leave(mumbai, 'CL', 'cancelled', day(0), day(0));
  await leave(departed, 'CL', 'approved', day(1), day(1));
  await leave(otherTeam, 'CL', 'approved', day(1), day(1));
});

const team = (username: string, from: string, to: string, as: Caller) => call(teamRoute, { as, params: { username }, query: { from, to } });

type Item = { username: string; displayName: string; date: string; leaveType: string; status: string; duration: number };
const item = (p: Person, date: string, leaveType: string, status: string, duration = 1): Item => ({ username: p.username, displayName: p.displayName, date, leaveType, status, duration });

describe('GET /api/leave/v1/team/user/{username}', () => {
  it('lists each pending or approved working day of the active direct reports, half days as 0.5, by name then date', async () => {
    const res = await team('manager', day(0), day(13), callers.manager);
    expect(res.status, res.text).toBe(200);
    const expected = [
      // Arjun: Mon, Tue and Fri, then Mon: the Bengaluru festival, the shared holiday and the weekend are not leave days.
      ...[0, 1, 4, 7].map((d) => item(arjun, day(d), 'CL', 'approved')),
      // Mumbai: Wednesday is a working day there; the half day counts 0.5; rejected and cancelled leave is left out.
      item(mumbai, day(2), 'SL', 'pending'),
      item(mumbai, day(8), 'EL', 'pending', 0.5),
    ].sort((a, b) => (a.displayName === b.displayName ? a.date.localeCompare(b.date) : a.displayName < b.displayName ? -1 : 1));
    expect(res.json).toEqual({ items: expected });
  });

  it('keeps to the range, cutting leave that starts before it', async () => {
    const res = await team('manager', day(1), day(2), callers.manager);
    expect(res.status, res.text).toBe(200);
    const items = res.json.items as Item[];
    expect(items.map((i) => `${i.username} ${i.date}`).sort()).toEqual([`${arjun.username} ${day(1)}`, `${mumbai.username} ${day(2)}`].sort());
  });

  it('answers an empty list for a range with nobody off, and takes a range of exactly 92 days', async () => {
    expect((await team('manager', day(14), day(20), callers.manager)).json).toEqual({ items: [] });
    const quarter = await team('manager', day(-40), day(51), callers.manager);
    expect(quarter.status, quarter.text).toBe(200);
    const ours = (await team('manager', day(0), day(13), callers.manager)).json.items;
    expect(quarter.json.items).toEqual(expect.arrayContaining(ours));
  });

  it('lets hr_admin and systems read any manager’s team', async () => {
    const own = (await team('manager', day(0), day(13), callers.manager)).json;
    expect((await team('manager', day(0), day(13), callers.admin)).json).toEqual(own);
    expect((await team('MANAGER', day(0), day(13), await systemKey(['read']))).json).toEqual(own);
  });

  it('shows another manager only their own team, and refuses them this one', async () => {
    const theirs = await team('employee2', day(0), day(13), callers.employee2);
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.json.items).toEqual([item(otherTeam, day(1), 'CL', 'approved')]);
    const refused = await team('manager', day(0), day(13), callers.employee2);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('forbidden');
  });

  it('refuses a report reading their manager’s team, and anyone but hr_admin the same way whether or not the person exists', async () => {
    const report = await team('manager', day(0), day(13), callers.employee);
    expect(report.status).toBe(403);
    expect(report.json.code).toBe('forbidden');
    expect((await team('nobody.here', day(0), day(13), callers.employee)).status).toBe(403);
    expect((await team('nobody.here', day(0), day(13), callers.admin)).status).toBe(404);
  });

  it('is named on each leave request as the applicant’s manager, so a page can ask for the right team', async () => {
    const history = await call(historyRoute, { as: callers.admin, params: { username: mumbai.username }, query: { year: String(YEAR) } });
    expect(history.status, history.text).toBe(200);
    expect(history.json.items.length).toBeGreaterThan(0);
    for (const request of history.json.items) expect(request.managerUsername).toBe('manager');
  });
});
