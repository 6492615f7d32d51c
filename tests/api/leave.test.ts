import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, isPostgres, transaction } from '@/db/client';
import { employees, holidays, leaveRequests, locations } from '@/db/schema';
import { POST as applyRoute } from '@/app/api/leave/v1/apply/route';
import { GET as balanceRoute } from '@/app/api/leave/v1/detail/user/[username]/route';
import { GET as historyRoute } from '@/app/api/leave/v1/history/user/[username]/route';
import { GET as calendarRoute } from '@/app/api/leave/v1/calendar/user/[username]/route';
import { POST as actionRoute } from '@/app/api/leave/v1/request/action/route';
import { GET as approvalsRoute } from '@/app/api/leave/v1/approvals/route';
import { countLeaveDays } from '@/lib/leave/working-days';
import { addDays, orgDate } from '@/lib/time';
import { call, sessionFor, systemKey, type Caller } from '../helpers/call';
import { postgresRoundTrips } from '../helpers/round-trips';

let employee: Caller;
let employee2: Caller;
let manager: Caller;
let admin: Caller;
// Every test takes weeks of its own (freshWeek), which run out of next year and into the one after: the
// window is opened that far for this file, and the tests of the window itself set what they need.
const YEARS_AHEAD_FOR_FRESH_WEEKS = '2';
beforeAll(async () => {
  process.env.LEAVE_APPLY_YEARS_AHEAD = YEARS_AHEAD_FOR_FRESH_WEEKS;
  employee = await sessionFor('employee');
  employee2 = await sessionFor('employee2');
  manager = await sessionFor('manager');
  admin = await sessionFor('admin');
});
afterAll(() => {
  delete process.env.LEAVE_APPLY_YEARS_AHEAD;
});

const TODAY = orgDate();
const YEAR = Number(TODAY.slice(0, 4)) + 1;

/** Monday of the n-th week of next year: every test takes weeks of its own, so requests never overlap by accident. */
function monday(week: number): string {
  const jan1 = new Date(Date.UTC(YEAR, 0, 1));
  const firstMonday = addDays(`${YEAR}-01-01`, (8 - jan1.getUTCDay()) % 7);
  return addDays(firstMonday, 7 * (week - 1));
}
let nextWeek = 2;
/** Every holiday of next year, at any office. */
const holidayDates = async () => new Set((await getDb().select({ date: holidays.date }).from(holidays)).map((h) => h.date));
/**
 * A Monday two weeks after the last one handed out, so a request may run into the following week,
 * and with no holiday in either week, so a test's day counts are plain weekdays.
 */
async function freshWeek(): Promise<string> {
  const taken = await holidayDates();
  for (;;) {
    const start = monday((nextWeek += 2));
    if (![...Array(14).keys()].some((d) => taken.has(addDays(start, d)))) return start;
  }
}

/**
 * The first Monday with no holiday in its week from the n-th week of next year on, for a test that must
 * not take one of freshWeek's: each it takes pushes the later tests' weeks on, out of next year.
 */
async function lateWeek(week: number): Promise<string> {
  const taken = await holidayDates();
  let start = monday(week);
  while ([...Array(7).keys()].some((d) => taken.has(addDays(start, d)))) start = addDays(start, 7);
  return start;
}

type Body = Record<string, unknown>;
// Loss of pay by default: it keeps no balance, so tests about other rules never run out of days.
const apply = (body: Body, as: Caller = employee, headers: Record<string, string> = {}) => call(applyRoute, { as, body: { leaveType: 'LOP', ...body }, headers });
const act = (requestId: string, action: string, as: Caller, comments?: string) => call(actionRoute, { as, body: { requestId, action, comments } });
const balance = async (username = 'employee', as: Caller = employee, year = YEAR) => {
  const res = await call(balanceRoute, { as, params: { username }, query: { year: String(year) } });
  expect(res.status, res.text).toBe(200);
  return Object.fromEntries(res.json.items.map((i: { leaveType: string }) => [i.leaveType, i])) as Record<string, { allocated: number | null; used: number; pending: number; available: number | null }>;
};

async function applied(body: Body, as: Caller = employee): Promise<{ requestId: string; days: number }> {
  const res = await apply(body, as);
  expect(res.status, res.text).toBe(200);
  return res.json as { requestId: string; days: number };
}

/** What the person's office calendar says the range costs, read through the API. */
async function expectedDays(username: string, as: Caller, start: string, end: string): Promise<number> {
  const calendar = (await call(calendarRoute, { as, params: { username }, query: { year: String(YEAR) } })).json;
  return countLeaveDays(start, end, 'full_day', new Map(calendar.holidays.map((h: { date: string; name: string }) => [h.date, h.name]))).days;
}

describe('POST /api/leave/v1/apply', () => {
  it('records a pending request, counting working days only, and holds them back from the balance', async () => {
    const before = await balance();
    const start = await freshWeek();
    const end = addDays(start, 8); // Monday to the next Tuesday: one weekend inside
    const res = await apply({ leaveType: 'CL', startDate: start, endDate: end, leaveReason: 'Family wedding' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 'pending', username: 'employee', leaveType: 'CL', startDate: start, endDate: end, leaveDuration: 'full_day' });
    expect(res.json.requestId).toMatch(/^LV-\d{6}$/);
    expect(res.json.days).toBe(await expectedDays('employee', employee, start, end));
    expect(res.json.days).toBeLessThanOrEqual(7);
    const after = await balance();
    expect(after.CL?.pending).toBe((before.CL?.pending ?? 0) + res.json.days);
    expect(after.CL?.available).toBe((before.CL?.available ?? 0) - res.json.days);
  });

  it('leaves national holidays out of the count', async () => {
    const republicDay = `${YEAR}-01-26`;
    const weekday = new Date(`${republicDay}T00:00:00Z`).getUTCDay();
    const start = addDays(republicDay, -((weekday + 6) % 7)); // the Monday of its week
    const { days } = await applied({ startDate: start, endDate: addDays(start, 4) }, employee2);
    expect(days).toBe(weekday === 0 || weekday === 6 ? 5 : 4);
  });

  it('leaves out the holidays of the person’s own office, not those of another', async () => {
    const [person] = await getDb().select({ locationCode: employees.locationCode }).from(employees).where(eq(employees.username, 'employee2'));
    const [elsewhere] = await getDb().select({ code: locations.code }).from(locations).where(ne(locations.code, person?.locationCode ?? ''));
    const start = await lateWeek(96);
    await getDb()
      .insert(holidays)
      .values([
        { date: addDays(start, 1), name: 'Office foundation day', locationCode: person?.locationCode ?? null },
        { date: addDays(start, 2), name: 'Another office’s festival', locationCode: elsewhere?.code ?? null },
      ]);
    const { days } = await applied({ startDate: start, endDate: addDays(start, 4) }, employee2);
    expect(days).toBe(4);
  });

  it('counts a half day as 0.5 and lets the other half of that day be taken too', async () => {
    const day = await freshWeek();
    expect((await applied({ startDate: day, endDate: day, leaveDuration: 'first_half' })).days).toBe(0.5);
    expect((await applied({ startDate: day, endDate: day, leaveDuration: 'second_half' })).days).toBe(0.5);
    const again = await apply({ startDate: day, endDate: day, leaveDuration: 'first_half' });
    expect(again.status).toBe(400);
  });

  it('refuses a request of weekends only', async () => {
    const saturday = addDays(await freshWeek(), 5);
    const res = await apply({ startDate: saturday, endDate: addDays(saturday, 1) });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].path).toBe('startDate');
    expect(res.json.detail).toMatch(/weekend or a holiday/);
  });

  it('refuses an overlap with pending or approved leave, naming it, but not with rejected or cancelled leave', async () => {
    const start = await freshWeek();
    const first = await applied({ startDate: start, endDate: addDays(start, 2) });
    const overlap = await apply({ startDate: addDays(start, 2), endDate: addDays(start, 3), leaveType: 'SL' });
    expect(overlap.status).toBe(400);
    expect(overlap.json.overlaps).toBe(first.requestId);
    expect(overlap.json.detail).toContain(first.requestId);
    expect((await act(first.requestId, 'approve', manager)).status).toBe(200);
    expect((await apply({ startDate: start, endDate: start, leaveType: 'SL' })).json.overlaps).toBe(first.requestId);

    const other = await freshWeek();
    const rejected = await applied({ startDate: other, endDate: other });
    await act(rejected.requestId, 'reject', manager, 'Release week');
    const cancelled = await applied({ startDate: addDays(other, 1), endDate: addDays(other, 1) });
    await act(cancelled.requestId, 'cancel', employee);
    expect((await apply({ startDate: other, endDate: addDays(other, 1) })).status).toBe(200);
  });

  it('refuses more days than are left, saying how many are', async () => {
    const b = await balance('employee2', employee2);
    const start = await freshWeek();
    // Five weeks of earned leave: more than a year's allocation.
    const res = await apply({ leaveType: 'EL', startDate: start, endDate: addDays(start, 32) }, employee2);
    expect(res.status).toBe(400);
    expect(res.json.errors[0].path).toBe('leaveType');
    expect(res.json.available).toBe(b.EL?.available);
    expect(res.json.detail).toContain(`Only ${b.EL?.available} day(s) of earned leave left in ${YEAR}`);
  });

  it('keeps no balance for loss of pay', async () => {
    const start = await freshWeek();
    const { days } = await applied({ leaveType: 'LOP', startDate: start, endDate: addDays(start, 32) }, employee2);
    expect(days).toBeGreaterThan(18);
    const b = await balance('employee2', employee2);
    expect(b.LOP).toMatchObject({ allocated: null, available: null });
    expect(b.LOP?.pending).toBeGreaterThanOrEqual(days);
  });

  it('lets exactly one of two simultaneous requests through when together they exceed the balance', async () => {
    const a = await freshWeek();
    const b = await freshWeek();
    nextWeek += 6;
    const before = await balance('employee2', employee2);
    // Three weeks each: at least 13 working days apiece, together more than the 18 days of EL.
    const answers = await Promise.all([
      apply({ leaveType: 'EL', startDate: a, endDate: addDays(a, 18) }, employee2),
      apply({ leaveType: 'EL', startDate: addDays(b, 21), endDate: addDays(b, 39) }, employee2),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const after = await balance('employee2', employee2);
    expect(after.EL?.available).toBeGreaterThanOrEqual(0);
    expect(after.EL?.pending).toBe((before.EL?.pending ?? 0) + (answers.find((r) => r.status === 200)?.json.days ?? 0));
  });

  it('lets twenty simultaneous requests of one person take no more days than are left', async () => {
    // Single days from July of the year after next: beyond the weeks the other tests take, and in one leave year.
    const year = YEAR + 1;
    const taken = await holidayDates();
    const days: string[] = [];
    for (let day = `${year}-07-01`; days.length < 20; day = addDays(day, 1)) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6 && !taken.has(day)) days.push(day);
    }
    const before = (await balance('employee2', employee2, year)).SL;
    // More days asked for than any year's allocation, so some must be refused.
    expect(before?.available).toBeGreaterThan(0);
    expect(before?.available).toBeLessThan(days.length);
    const answers = await Promise.all(days.map((day) => apply({ leaveType: 'SL', startDate: day, endDate: day }, employee2)));
    const granted = answers.filter((r) => r.status === 200);
    expect(granted).toHaveLength(before?.available ?? -1);
    expect(answers.filter((r) => r.status !== 200).map((r) => r.json.errors?.[0]?.path)).toEqual(Array(days.length - granted.length).fill('leaveType'));
    expect((await balance('employee2', employee2, year)).SL).toMatchObject({ available: 0, pending: (before?.pending ?? 0) + granted.length });
  });

  describe.skipIf(!isPostgres(getDb()))('on PostgreSQL', () => {
    const codeNumber = (requestId: string) => Number(requestId.slice(3));

    it('takes two round trips, the request going with the COMMIT', async () => {
      const day = await lateWeek(100);
      const { result, sent } = await postgresRoundTrips(() => apply({ leaveType: 'CL', startDate: day, endDate: day }));
      expect(result.status, result.text).toBe(200);
      // The BEGIN with the lock and every check (balance, holidays, overlaps, the person and their manager),
      // which draws the request's id; the COMMIT with the request, the manager's notice and the audit row.
      expect(sent, sent.join('\n')).toHaveLength(2);
      expect((await call(historyRoute, { as: employee, params: { username: 'employee' }, query: { year: String(YEAR + 1) } })).json.items).toEqual(
        expect.arrayContaining([expect.objectContaining({ requestId: result.json.requestId, startDate: day, status: 'pending' })]),
      );
    });

    it('draws the id with the insert for the other half of a day, whose first half is taken', async () => {
      const day = await lateWeek(101);
      await applied({ startDate: day, endDate: day, leaveDuration: 'first_half' });
      const { result, sent } = await postgresRoundTrips(() => apply({ startDate: day, endDate: day, leaveDuration: 'second_half' }));
      expect(result.status, result.text).toBe(200);
      expect(sent, sent.join('\n')).toHaveLength(3);
    });

    it('leaves no gap in the codes for an application refused by any check', async () => {
      const week = await lateWeek(102);
      const first = await applied({ startDate: week, endDate: week });
      const holiday = addDays(week, 2);
      await getDb().insert(holidays).values({ date: holiday, name: 'Test holiday', locationCode: null });
      const refusals: [Body, RegExp][] = [
        [{ startDate: week, endDate: week }, /overlap/],
        [{ startDate: holiday, endDate: holiday }, /weekend or a holiday/],
        [{ startDate: addDays(week, 5), endDate: addDays(week, 6) }, /weekend or a holiday/],
        // Eighteen weekdays of casual leave, of which a year has twelve.
        [{ leaveType: 'CL', startDate: addDays(week, -40), endDate: addDays(week, -17) }, /left in/],
      ];
      for (const [body, why] of refusals) {
        const refused = await apply(body);
        expect(refused.status, refused.text).toBe(400);
        expect(refused.json.detail).toMatch(why);
      }
      const next = await applied({ startDate: addDays(week, 3), endDate: addDays(week, 3) });
      expect(codeNumber(next.requestId)).toBe(codeNumber(first.requestId) + 1);
    });
  });

  it('writes once when retried with the same Idempotency-Key', async () => {
    const day = await freshWeek();
    const headers = { 'Idempotency-Key': `leave-${day}` };
    const first = await apply({ startDate: day, endDate: day }, employee, headers);
    const again = await apply({ startDate: day, endDate: day }, employee, headers);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.requestId).toBe(first.json.requestId);
  });

  describe('for whom', () => {
    it('lets a person apply only for themselves; hr_admin and systems for anyone, systems naming them', async () => {
      const day = await freshWeek();
      expect((await apply({ username: 'employee2', startDate: day, endDate: day })).status).toBe(403);
      expect((await applied({ username: 'EMPLOYEE2', startDate: day, endDate: day }, admin)).requestId).toMatch(/^LV-/);
      const system = await systemKey(['read']);
      expect((await apply({ username: 'employee2', startDate: addDays(day, 1), endDate: addDays(day, 1) }, system)).status).toBe(200);
      const nameless = await apply({ startDate: addDays(day, 2), endDate: addDays(day, 2) }, system);
      expect(nameless.json.errors).toEqual([{ path: 'username', message: 'Required' }]);
      expect((await apply({ username: 'nobody.here', startDate: day, endDate: day }, system)).status).toBe(404);
    });

    it('refuses leave for someone who has left', async () => {
      const db = getDb();
      const [leaver] = await db.select({ username: employees.username }).from(employees).where(eq(employees.username, 'employee2'));
      const setStatus = (status: 'active' | 'inactive') =>
        transaction(db, async (tx) => {
          await tx.update(employees).set({ status }).where(eq(employees.username, 'employee2'));
        });
      await setStatus('inactive');
      try {
        const day = await freshWeek();
        const res = await apply({ username: leaver?.username, startDate: day, endDate: day }, admin);
        expect(res.status).toBe(400);
        expect(res.json.errors[0].path).toBe('username');
      } finally {
        await setStatus('active');
      }
    });
  });

  describe('only from the date of joining to the end of the last leave year open', () => {
    const refusedAt = async (body: Body, path: string, as: Caller = employee) => {
      const res = await apply(body, as);
      expect(res.status, res.text).toBe(400);
      expect(res.json.code).toBe('validation_failed');
      expect(res.json.errors.map((e: { path: string }) => e.path)).toEqual([path]);
      return res.json.detail as string;
    };

    it('refuses 2001 and 2100 whoever applies, naming the date', async () => {
      // The default: through the end of next year.
      delete process.env.LEAVE_APPLY_YEARS_AHEAD;
      try {
        expect(await refusedAt({ startDate: '2001-03-05', endDate: '2001-03-05' }, 'startDate')).toContain('date of joining');
        expect(await refusedAt({ startDate: '2100-03-08', endDate: '2100-03-08' }, 'startDate')).toContain(`${YEAR}-12-31`);
        expect(await refusedAt({ username: 'employee', startDate: `${YEAR + 1}-03-08`, endDate: `${YEAR + 1}-03-08` }, 'startDate', admin)).toContain(`${YEAR}-12-31`);
      } finally {
        process.env.LEAVE_APPLY_YEARS_AHEAD = YEARS_AHEAD_FOR_FRESH_WEEKS;
      }
    });

    it('starts on the date of joining', async () => {
      const db = getDb();
      const [row] = await db.select({ d: employees.dateOfJoining }).from(employees).where(eq(employees.username, 'employee2'));
      const joined = row?.d ?? '';
      // A working day in the first weeks of next year, which freshWeek never hands out.
      const taken = await holidayDates();
      const day = [...Array(21).keys()].map((d) => addDays(monday(1), d)).find((d) => ![0, 6].includes(new Date(d).getUTCDay()) && !taken.has(d)) ?? '';
      await db.update(employees).set({ dateOfJoining: day }).where(eq(employees.username, 'employee2'));
      try {
        await refusedAt({ startDate: addDays(day, -3), endDate: day }, 'startDate', employee2);
        expect((await applied({ startDate: day, endDate: day }, employee2)).days).toBe(1);
      } finally {
        await db.update(employees).set({ dateOfJoining: joined }).where(eq(employees.username, 'employee2'));
      }
    });

    it('reaches as many leave years ahead as LEAVE_APPLY_YEARS_AHEAD says', async () => {
      process.env.LEAVE_APPLY_YEARS_AHEAD = '0';
      try {
        expect(await refusedAt({ startDate: `${YEAR}-06-15`, endDate: `${YEAR}-06-15` }, 'startDate')).toContain(`${YEAR - 1}-12-31`);
        process.env.LEAVE_APPLY_YEARS_AHEAD = '2';
        // Nobody has leave that year yet: a weekday there is 200 once the window reaches it.
        const further = addDays(monday(24), 364);
        expect(further.slice(0, 4)).toBe(String(YEAR + 1));
        const res = await apply({ startDate: further, endDate: further });
        expect(res.status, res.text).toBe(200);
      } finally {
        process.env.LEAVE_APPLY_YEARS_AHEAD = YEARS_AHEAD_FOR_FRESH_WEEKS;
      }
    });
  });

  it.each([
    ['start after end', { startDate: `${YEAR}-03-10`, endDate: `${YEAR}-03-09` }, 'endDate'],
    ['two calendar years', { startDate: `${YEAR}-12-30`, endDate: `${YEAR + 1}-01-02` }, 'endDate'],
    ['a half day over several days', { startDate: `${YEAR}-03-08`, endDate: `${YEAR}-03-09`, leaveDuration: 'first_half' }, 'leaveDuration'],
    ['an unknown type', { leaveType: 'ML', startDate: `${YEAR}-03-08`, endDate: `${YEAR}-03-08` }, 'leaveType'],
    ['an unknown duration', { leaveDuration: 'quarter', startDate: `${YEAR}-03-08`, endDate: `${YEAR}-03-08` }, 'leaveDuration'],
    ['a date in another format', { startDate: '08/03/2027', endDate: `${YEAR}-03-08` }, 'startDate'],
    ['a date that does not exist', { startDate: `${YEAR}-02-30`, endDate: `${YEAR}-03-08` }, 'startDate'],
    ['no dates', {}, 'startDate'],
    ['an unknown field', { startDate: `${YEAR}-03-08`, endDate: `${YEAR}-03-08`, halfDay: true }, 'halfDay'],
  ])('answers 400 naming the field for %s', async (_name, body, path) => {
    const res = await apply(body);
    expect(res.status, res.text).toBe(400);
    expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});

describe('POST /api/leave/v1/request/action', () => {
  it('moves balances with every decision: approval uses, rejection and cancellation release', async () => {
    const b0 = await balance();
    const week = await freshWeek();
    const a = await applied({ startDate: week, endDate: addDays(week, 1), leaveType: 'SL' });
    const approved = await act(a.requestId, 'approve', manager, 'Get well soon');
    expect(approved.json).toMatchObject({ status: 'approved', decision: { action: 'approve', by: 'manager', comments: 'Get well soon' } });
    const b1 = await balance();
    expect(b1.SL).toMatchObject({ used: (b0.SL?.used ?? 0) + a.days, pending: b0.SL?.pending, available: (b0.SL?.available ?? 0) - a.days });

    const cancelled = await act(a.requestId, 'cancel', employee, 'Plans changed');
    expect(cancelled.json.status).toBe('cancelled');
    // Every action in order, naming who took it.
    expect(cancelled.json.actions).toEqual([
      { action: 'approve', from: 'pending', to: 'approved', comments: 'Get well soon', by: 'manager', byName: 'Meera Iyer', at: expect.any(String) },
      { action: 'cancel', from: 'approved', to: 'cancelled', comments: 'Plans changed', by: 'employee', byName: 'Arjun Sharma', at: expect.any(String) },
    ]);
    expect(Date.parse(cancelled.json.actions[1].at)).toBeGreaterThanOrEqual(Date.parse(cancelled.json.actions[0].at));
    expect((await balance()).SL).toEqual(b0.SL);

    const other = await freshWeek();
    const r = await applied({ startDate: other, endDate: other, leaveType: 'SL' });
    expect((await balance()).SL?.pending).toBe((b0.SL?.pending ?? 0) + r.days);
    await act(r.requestId, 'reject', admin, 'Quarter close');
    expect((await balance()).SL).toEqual(b0.SL);
  });

  it.skipIf(!isPostgres(getDb()))('decides in four round trips on PostgreSQL, answering with the record read after the COMMIT', async () => {
    const day = await lateWeek(103);
    const { requestId } = await applied({ leaveType: 'CL', startDate: day, endDate: day });
    const { result, sent } = await postgresRoundTrips(() => act(requestId, 'approve', manager));
    expect(result.status, result.text).toBe(200);
    // The BEGIN with the request and its applicant; the new status; the decider's name for the notice;
    // the COMMIT with the action, the notice and the audit row, and after it the record.
    expect(sent, sent.join('\n')).toHaveLength(4);
    expect(result.json).toMatchObject({ requestId, status: 'approved', decision: { action: 'approve', by: 'manager' } });
  });

  it('lets only the manager or hr_admin decide, never the applicant or a colleague', async () => {
    const day = await freshWeek();
    const { requestId } = await applied({ startDate: day, endDate: day });
    for (const who of [employee, employee2]) {
      const res = await act(requestId, 'approve', who);
      expect(res.status).toBe(403);
    }
    expect((await act(requestId, 'reject', employee2)).status).toBe(403);
    expect((await act(requestId, 'cancel', manager)).status).toBe(403);
    expect((await act(requestId, 'cancel', employee2)).status).toBe(403);
    expect((await act(requestId, 'approve', await systemKey(['write']))).status).toBe(200);
  });

  it('lets a manager decide only their direct reports’ leave', async () => {
    const day = await freshWeek();
    const { requestId } = await applied({ startDate: day, endDate: day }, employee2);
    for (const action of ['approve', 'reject', 'cancel']) {
      const res = await act(requestId, action, manager);
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('forbidden');
    }
    expect((await act(requestId, 'cancel', employee2)).json.status).toBe('cancelled');
  });

  it('does not let hr_admin decide their own leave', async () => {
    const day = await freshWeek();
    const { requestId } = await applied({ startDate: day, endDate: day }, admin);
    expect((await act(requestId, 'approve', admin)).status).toBe(403);
    expect((await act(requestId, 'cancel', admin)).status).toBe(200);
  });

  it('refuses moves outside the table with conflict_state', async () => {
    const day = await freshWeek();
    const { requestId } = await applied({ startDate: day, endDate: day });
    await act(requestId, 'reject', manager);
    for (const action of ['approve', 'reject', 'cancel']) {
      const res = await act(requestId, action, action === 'cancel' ? employee : manager);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'conflict_state', currentStatus: 'rejected' });
    }
  });

  it('cancels approved leave only before it starts', async () => {
    const db = getDb();
    const day = await freshWeek();
    const { requestId } = await applied({ startDate: day, endDate: day });
    await act(requestId, 'approve', manager);
    // Moved to today in the database: the API would not take a request for a day already past next year's.
    await db.update(leaveRequests).set({ startDate: TODAY, endDate: TODAY }).where(eq(leaveRequests.requestId, requestId));
    const res = await act(requestId, 'cancel', employee);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('conflict_state');
    expect(res.json.detail).toMatch(/only before it starts/);
  });

  it('lets one of two simultaneous approvals win and tells the other', async () => {
    const day = await freshWeek();
    const { requestId } = await applied({ startDate: day, endDate: day });
    const answers = await Promise.all([act(requestId, 'approve', manager), act(requestId, 'approve', admin)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.status === 400)?.json.code).toBe('conflict_state');
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await act('LV-999999', 'approve', manager)).status).toBe(404);
  });
});

describe('reading leave', () => {
  it('gives the balance of the current year by default, every type listed', async () => {
    const res = await call(balanceRoute, { as: employee, params: { username: 'employee' } });
    expect(res.json.year).toBe(Number(TODAY.slice(0, 4)));
    expect(res.json.items.map((i: { leaveType: string }) => i.leaveType)).toEqual(['CL', 'SL', 'EL', 'LOP']);
    expect(res.json.items[0]).toMatchObject({ allocated: 12 });
  });

  it('lists history newest first with decisions, filtered by status and year, paging without repeats', async () => {
    const day = await freshWeek();
    const { requestId } = await applied({ startDate: day, endDate: day });
    await act(requestId, 'approve', manager, 'Enjoy');
    const all = (await call(historyRoute, { as: employee, params: { username: 'employee' }, query: { limit: '100', year: String(YEAR) } })).json;
    const ids = all.items.map((i: { requestId: string }) => i.requestId);
    expect(ids).toEqual([...ids].sort().reverse());
    const approved = (await call(historyRoute, { as: employee, params: { username: 'employee' }, query: { limit: '100', status: 'approved' } })).json;
    expect(approved.items.every((i: { status: string }) => i.status === 'approved')).toBe(true);
    const mine = approved.items.find((i: { requestId: string }) => i.requestId === requestId);
    expect(mine.decision).toMatchObject({ action: 'approve', by: 'manager', comments: 'Enjoy', from: 'pending', to: 'approved' });
    expect(Date.parse(mine.decision.at)).not.toBeNaN();
    const paged: string[] = [];
    for (let offset = 0; offset < all.total; offset += 3) {
      const page = await call(historyRoute, { as: employee, params: { username: 'employee' }, query: { offset: String(offset), limit: '3', year: String(YEAR) } });
      paged.push(...page.json.items.map((i: { requestId: string }) => i.requestId));
    }
    expect(paged).toEqual(ids);
    const lastYear = (await call(historyRoute, { as: employee, params: { username: 'employee' }, query: { year: String(YEAR - 5) } })).json;
    expect(lastYear.total).toBe(0);
  });

  it('is open to the person, their manager, hr_admin and systems; others get the same 403 whether or not the person exists', async () => {
    for (const route of [balanceRoute, historyRoute, calendarRoute]) {
      expect((await call(route, { as: manager, params: { username: 'employee' } })).status).toBe(200);
      expect((await call(route, { as: admin, params: { username: 'employee' } })).status).toBe(200);
      expect((await call(route, { as: await systemKey(['read']), params: { username: 'employee' } })).status).toBe(200);
      for (const username of ['employee2', 'nobody.here']) {
        const res = await call(route, { as: manager, params: { username } });
        expect(res.status).toBe(403);
        expect((await call(route, { as: employee, params: { username } })).status).toBe(403);
      }
      expect((await call(route, { as: employee2, params: { username: 'employee' } })).status).toBe(403);
      expect((await call(route, { as: admin, params: { username: 'nobody.here' } })).status).toBe(404);
    }
  });

  it('queues pending requests oldest first for the manager (direct reports only) and hr_admin (everyone but themselves)', async () => {
    const day = await freshWeek();
    const mine = await applied({ startDate: day, endDate: day });
    const theirs = await applied({ startDate: day, endDate: day }, employee2);
    const ownAdmin = await applied({ startDate: addDays(day, 1), endDate: addDays(day, 1) }, admin);
    const queue = async (as: Caller) => (await call(approvalsRoute, { as, query: { limit: '100' } })).json.items.map((i: { requestId: string }) => i.requestId) as string[];
    const managers = await queue(manager);
    expect(managers).toContain(mine.requestId);
    expect(managers).not.toContain(theirs.requestId);
    expect(managers).toEqual([...managers].sort());
    const admins = await queue(admin);
    expect(admins).toEqual(expect.arrayContaining([mine.requestId, theirs.requestId]));
    expect(admins).not.toContain(ownAdmin.requestId);
    expect(await queue(employee2)).toEqual([]);
  });
});
