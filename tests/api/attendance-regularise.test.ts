import { and, count, eq, gte, lte } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { employees, leaveRequests, regularisations } from '@/db/schema';
import { POST as regulariseRoute } from '@/app/api/attendance/v1/regularise/route';
import { POST as actionRoute } from '@/app/api/attendance/v1/regularise/action/route';
import { GET as approvalsRoute } from '@/app/api/attendance/v1/regularise/approvals/route';
import { GET as listRoute } from '@/app/api/attendance/v1/list/user/[username]/route';
import { addDays, orgDate } from '@/lib/time';
import { call, demoCallers, type Caller } from '../helpers/call';

const { employee, employee2, manager, admin, system } = await demoCallers();
afterEach(() => {
  delete process.env.REGULARISE_MAX_DAYS;
});

const TODAY = orgDate();
type Body = Record<string, unknown>;
const ask = (body: Body, as: Caller = employee, headers: Record<string, string> = {}) =>
  call(regulariseRoute, { as, body: { modifiedInTime: '09:30', modifiedOutTime: '18:30', comments: 'Forgot to punch', ...body }, headers });
const decide = (regularisationId: string, action: string, as: Caller, comments?: string) => call(actionRoute, { as, body: { regularisationId, action, comments } });
const queue = async (as: Caller) => (await call(approvalsRoute, { as, query: { limit: '100' } })).json.items as { regularisationId: string; username: string }[];
const dayOf = async (username: string, date: string) => (await call(listRoute, { as: system, params: { username }, query: { from: date, to: date } })).json.items[0];

const idOf = async (username: string) => (await getDb().select({ id: employees.id }).from(employees).where(eq(employees.username, username)))[0]?.id ?? -1;
// Each test takes days of its own (1 to 29 days back) so pending requests never collide; the seed's are on 9 and 13.
let nextDay = 0;
const freshDay = async () => {
  const taken = new Set((await getDb().select({ date: regularisations.date }).from(regularisations)).map((r) => r.date));
  for (;;) {
    const date = addDays(TODAY, -(++nextDay));
    if (!taken.has(date)) return date;
  }
};

async function asked(body: Body, as: Caller = employee): Promise<{ regularisationId: string }> {
  const res = await ask(body, as);
  expect(res.status, res.text).toBe(200);
  return res.json as { regularisationId: string };
}

describe('POST /api/attendance/v1/regularise', () => {
  it('records a pending request with what was punched that day, in the manager’s queue only', async () => {
    const date = await freshDay();
    const res = await ask({ regularizationDate: date });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 'pending', username: 'employee', regularizationDate: date, modifiedInTime: '09:30:00', modifiedOutTime: '18:30:00', comments: 'Forgot to punch', requestedBy: 'employee', decision: null });
    expect(res.json.regularisationId).toMatch(/^REG-\d{6}$/);
    const before = await dayOf('employee', date);
    expect(res.json.punchedIn).toBe(before.punchCount > 0 ? before.firstIn : null);
    // The answer is built from what the write read and wrote: it must be the request as it is read back.
    expect((await queue(manager)).find((r) => r.regularisationId === res.json.regularisationId)).toEqual(res.json);
    expect((await queue(admin)).map((r) => r.regularisationId)).toContain(res.json.regularisationId);
    expect((await queue(employee2)).map((r) => r.regularisationId)).not.toContain(res.json.regularisationId);
    expect((await queue(employee)).map((r) => r.regularisationId)).not.toContain(res.json.regularisationId);
    expect((await dayOf('employee', date)).regularisation).toEqual({ regularisationId: res.json.regularisationId, status: 'pending' });
  });

  it('refuses today, the future, and more than REGULARISE_MAX_DAYS back', async () => {
    for (const date of [TODAY, addDays(TODAY, 1), addDays(TODAY, -31)]) {
      const res = await ask({ regularizationDate: date });
      expect(res.status, date).toBe(400);
      expect(res.json.errors[0].path).toBe('regularizationDate');
    }
    // The oldest day allowed; the demo seed's leave moves with the date and may fall on it, which is refused for another reason.
    const oldestDay = addDays(TODAY, -30);
    await getDb()
      .delete(leaveRequests)
      .where(and(eq(leaveRequests.employeeId, await idOf('employee')), lte(leaveRequests.startDate, oldestDay), gte(leaveRequests.endDate, oldestDay)));
    const oldest = await ask({ regularizationDate: oldestDay });
    expect(oldest.status, oldest.text).toBe(200);
    process.env.REGULARISE_MAX_DAYS = '5';
    const res = await ask({ regularizationDate: addDays(TODAY, -6) });
    expect(res.status).toBe(400);
    expect(res.json.detail).toMatch(/at most 5 days/);
  });

  it('refuses a day of approved leave, naming the leave', async () => {
    const date = await freshDay();
    await getDb()
      .insert(leaveRequests)
      .values({ requestId: 'LV-800001', employeeId: await idOf('employee'), leaveType: 'SL', startDate: date, endDate: date, duration: 'full_day', days: 1, year: Number(date.slice(0, 4)), status: 'approved', createdBy: 't', createdAt: 't', updatedAt: 't' });
    const res = await ask({ regularizationDate: date });
    expect(res.status).toBe(400);
    expect(res.json.leaveRequestId).toBe('LV-800001');
  });

  it('allows one pending request per day, naming it; after a decision the day may be asked again', async () => {
    const date = await freshDay();
    const first = await asked({ regularizationDate: date });
    const second = await ask({ regularizationDate: date, modifiedInTime: '10:00' });
    expect(second.status).toBe(400);
    expect(second.json.regularisationId).toBe(first.regularisationId);
    expect((await decide(first.regularisationId, 'reject', manager, 'No record of it')).status).toBe(200);
    expect((await ask({ regularizationDate: date, modifiedInTime: '10:00' })).status).toBe(200);
  });

  it('writes once for retries with the same Idempotency-Key, and once for simultaneous requests of one day', async () => {
    const date = await freshDay();
    const key = { 'Idempotency-Key': `reg-${Date.now()}` };
    const first = await ask({ regularizationDate: date }, employee, key);
    const again = await ask({ regularizationDate: date }, employee, key);
    expect(again.json.regularisationId).toBe(first.json.regularisationId);
    const other = await freshDay();
    const burst = await Promise.all(Array.from({ length: 5 }, () => ask({ regularizationDate: other })));
    expect(burst.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const [stored] = await getDb().select({ n: count() }).from(regularisations).where(and(eq(regularisations.employeeId, await idOf('employee')), eq(regularisations.date, other)));
    expect(stored?.n).toBe(1);
  });

  it('lets hr_admin and systems ask for anyone, a person only for themselves', async () => {
    expect((await ask({ regularizationDate: await freshDay(), username: 'employee2' }, employee)).status).toBe(403);
    expect((await asked({ regularizationDate: await freshDay(), username: 'employee2' }, admin)).regularisationId).toMatch(/^REG-/);
    const nameless = await ask({ regularizationDate: await freshDay() }, system);
    expect(nameless.status).toBe(400);
    expect(nameless.json.errors[0].path).toBe('username');
  });
});

describe('POST /api/attendance/v1/regularise/action', () => {
  it('on approval rewrites the day with the asked times, marked regularised, and keeps who decided', async () => {
    const date = await freshDay();
    const { regularisationId } = await asked({ regularizationDate: date, modifiedInTime: '08:45', modifiedOutTime: '17:15' });
    const res = await decide(regularisationId, 'approve', manager, 'Seen you in the office');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 'approved', decision: { action: 'approve', by: 'manager', comments: 'Seen you in the office' } });
    const day = await dayOf('employee', date);
    expect(day).toMatchObject({ firstIn: '08:45:00', lastOut: '17:15:00', workedMinutes: 510, regularisation: { regularisationId, status: 'approved' } });
    // A weekend or holiday that was regularised is shown as regularised too: the approved times stand.
    expect(day.status).toBe('regularised');
    expect((await queue(manager)).map((r) => r.regularisationId)).not.toContain(regularisationId);
  });

  it('leaves the day as punched when rejected', async () => {
    const date = await freshDay();
    const before = await dayOf('employee', date);
    const { regularisationId } = await asked({ regularizationDate: date });
    expect((await decide(regularisationId, 'reject', admin)).json.status).toBe('rejected');
    const after = await dayOf('employee', date);
    expect({ ...after, regularisation: null }).toEqual({ ...before, regularisation: null });
    expect(after.regularisation.status).toBe('rejected');
  });

  it('is for the manager, hr_admin and systems, never the employee', async () => {
    const { regularisationId } = await asked({ regularizationDate: await freshDay() });
    expect((await decide(regularisationId, 'approve', employee)).status).toBe(403);
    expect((await decide(regularisationId, 'approve', employee2)).status).toBe(403);
    const own = await asked({ regularizationDate: await freshDay() }, manager);
    expect((await decide(own.regularisationId, 'approve', manager)).status).toBe(403);
    expect((await decide(own.regularisationId, 'approve', system)).status).toBe(200);
  });

  it('refuses a second decision with conflict_state, also when two arrive at once', async () => {
    const { regularisationId } = await asked({ regularizationDate: await freshDay() });
    const [a, b] = await Promise.all([decide(regularisationId, 'approve', manager), decide(regularisationId, 'reject', admin)]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const loser = a.status === 400 ? a : b;
    expect(loser.json.code).toBe('conflict_state');
    expect(['approved', 'rejected']).toContain(loser.json.currentStatus);
    expect((await decide('REG-999999', 'approve', manager)).status).toBe(404);
  });
});
