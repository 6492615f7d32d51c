// Notices to whoever must act (issue 29): a new leave request or regularisation tells the approver, in
// words with names and dates, at once; decisions reach the employee with the approver's comment.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { apiClients, employees, notifications } from '@/db/schema';
import { sha256Hex } from '@/lib/auth/api-clients';
import { POST as leaveApplyRoute } from '@/app/api/leave/v1/apply/route';
import { POST as leaveActionRoute } from '@/app/api/leave/v1/request/action/route';
import { POST as regulariseRoute } from '@/app/api/attendance/v1/regularise/route';
import { POST as regularisationActionRoute } from '@/app/api/attendance/v1/regularise/action/route';
import { GET as inboxRoute } from '@/app/api/bot/v1/inbox/user/[username]/route';
import { GET as unreadRoute } from '@/app/api/bot/v1/inbox/user/[username]/unread/route';
import { GET as waitingRoute } from '@/app/api/approvals/v1/waiting/user/[username]/route';
import { dayWords } from '@/lib/notifications/wording';
import { addDays, orgDate } from '@/lib/time';
import { call, demoCallers, systemKey, type Caller } from '../helpers/call';

const { employee, employee2, manager, admin, system } = await demoCallers();

type Item = { messageType: string; source: string; from: string; status: string; components: { type: string; label: string; value?: string }[] };
const inbox = async (username: string, as: Caller) => (await call(inboxRoute, { as, params: { username }, query: { limit: '100' } })).json.items as Item[];
const unread = async (username: string, as: Caller) => (await call(unreadRoute, { as, params: { username } })).json.unread as number;
const waiting = async (username: string, as: Caller) => (await call(waitingRoute, { as, params: { username } })).json;
const labels = (item: Item | undefined) => item?.components.map((c) => c.label) ?? [];
const noticesOf = async (username: string, messageType: string) =>
  (
    await getDb()
      .select({ id: notifications.id })
      .from(notifications)
      .innerJoin(employees, eq(employees.id, notifications.recipientId))
      .where(and(eq(employees.username, username), eq(notifications.messageType, messageType)))
  ).length;
/** A person without a manager: the demo's head of the organisation. */
const personWithoutManager = async () => (await getDb().select({ username: employees.username }).from(employees).where(isNull(employees.managerId)).limit(1))[0];

/** The Monday of the first full week of June next year: working days in every office, inside the apply window. */
function mondayNextJune(): string {
  let date = `${Number(orgDate().slice(0, 4)) + 1}-06-08`;
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
  return date;
}

async function applied(body: Record<string, unknown>, as: Caller = employee): Promise<{ requestId: string; days: number }> {
  const res = await call(leaveApplyRoute, { as, body });
  expect(res.status, res.text).toBe(200);
  return res.json as { requestId: string; days: number };
}

/** Runs `check` while employee2's manager is inactive, so their requests go to hr_admin instead. */
async function whileManagerOfEmployee2IsGone(check: () => Promise<void>): Promise<void> {
  const db = getDb();
  const [person] = await db.select({ managerId: employees.managerId }).from(employees).where(eq(employees.username, 'employee2'));
  const lead = person?.managerId ?? -1;
  await db.update(employees).set({ status: 'inactive' }).where(eq(employees.id, lead));
  try {
    await check();
  } finally {
    await db.update(employees).set({ status: 'active' }).where(eq(employees.id, lead));
  }
}

describe('a new leave request', () => {
  it('reaches the manager’s bot inbox, unread count and waiting count at once, in names and dates', async () => {
    const [inboxBefore, unreadBefore, waitingBefore, adminBefore] = [await inbox('manager', manager), await unread('manager', manager), await waiting('manager', manager), await noticesOf('admin', 'leave_requested')];
    const start = mondayNextJune();
    const request = await applied({ leaveType: 'CL', startDate: start, endDate: addDays(start, 1) });
    const asked = Date.now();
    // Read as the bot reads it: a system key on the manager's inbox, straight after the write.
    const [items, count, nowWaiting] = [await inbox('manager', system), await unread('manager', manager), await waiting('manager', manager)];
    expect(Date.now() - asked).toBeLessThan(1000);
    expect(items.length).toBe(inboxBefore.length + 1);
    expect(count).toBe(unreadBefore + 1);
    expect(nowWaiting).toMatchObject({ leave: waitingBefore.leave + 1, total: waitingBefore.total + 1 });
    const [notice] = items;
    expect(notice).toMatchObject({ messageType: 'leave_requested', source: 'leave', from: 'employee' });
    expect(notice?.components).toEqual([
      { type: 'heading', label: 'Leave request from Arjun Sharma' },
      { type: 'text', label: `Arjun Sharma asked for 2 days of casual leave, ${dayWords(start)} to ${dayWords(addDays(start, 1))} (${request.requestId}).` },
      { type: 'link', label: 'Decide on Approvals', value: '/approvals' },
    ]);
    // The manager decides; hr_admin, who could, is not told of every request.
    expect(await noticesOf('admin', 'leave_requested')).toBe(adminBefore);
  });

  it('says half a day and which half', async () => {
    const day = addDays(mondayNextJune(), 14);
    const { requestId } = await applied({ leaveType: 'SL', startDate: day, endDate: day, leaveDuration: 'second_half' });
    const [notice] = await inbox('manager', manager);
    expect(labels(notice)).toContain(`Arjun Sharma asked for half a day of sick leave, ${dayWords(day)} (second half) (${requestId}).`);
  });

  it('goes to each active hr_admin when the person has no manager, saying who entered it', async () => {
    const ceo = await personWithoutManager();
    if (!ceo) throw new Error('the demo has a person without a manager');
    const before = await noticesOf('admin', 'leave_requested');
    const start = addDays(mondayNextJune(), 21);
    await applied({ username: ceo.username, leaveType: 'EL', startDate: start, endDate: start }, system);
    expect(await noticesOf('admin', 'leave_requested')).toBe(before + 1);
    const [notice] = await inbox('admin', admin);
    expect(labels(notice)).toContain('Entered by The HR system.');
    expect(labels(notice)[1]).toMatch(/ asked for 1 day of earned leave, /);
  });

  it('goes to hr_admin when the manager has left', async () => {
    await whileManagerOfEmployee2IsGone(async () => {
      const before = await noticesOf('admin', 'leave_requested');
      await applied({ leaveType: 'CL', startDate: addDays(mondayNextJune(), 28), endDate: addDays(mondayNextJune(), 28) }, employee2);
      expect(await noticesOf('admin', 'leave_requested')).toBe(before + 1);
      expect(labels((await inbox('admin', admin))[0])[1]).toMatch(/^Priya Nair asked for 1 day of casual leave/);
    });
  });

  it('tells nobody when the approver entered it themselves', async () => {
    const ceo = await personWithoutManager();
    const before = await noticesOf('admin', 'leave_requested');
    const start = addDays(mondayNextJune(), 35);
    await applied({ username: ceo?.username, leaveType: 'EL', startDate: start, endDate: start }, admin);
    expect(await noticesOf('admin', 'leave_requested')).toBe(before);
  });
});

describe('a new regularisation', () => {
  it('tells the manager which day and what times, with the reason', async () => {
    const date = addDays(orgDate(), -2);
    const res = await call(regulariseRoute, { as: employee, body: { regularizationDate: date, modifiedInTime: '09:40', modifiedOutTime: '18:45', comments: 'Phone battery died' } });
    expect(res.status, res.text).toBe(200);
    const [notice] = await inbox('manager', manager);
    expect(notice).toMatchObject({ messageType: 'regularisation_requested', source: 'attendance' });
    expect(labels(notice)).toEqual([
      'Regularisation request from Arjun Sharma',
      `Arjun Sharma asked to correct ${dayWords(date)} to 09:40 - 18:45: “Phone battery died”`,
      'Decide on Approvals',
    ]);
  });

  // The person and their manager come with the request's checks, not from the read the leave notice makes.
  it('goes to hr_admin when the manager has left', async () => {
    await whileManagerOfEmployee2IsGone(async () => {
      const before = await noticesOf('admin', 'regularisation_requested');
      const date = addDays(orgDate(), -3);
      const res = await call(regulariseRoute, { as: employee2, body: { regularizationDate: date, modifiedInTime: '09:10', modifiedOutTime: '18:05', comments: 'Badge reader down' } });
      expect(res.status, res.text).toBe(200);
      expect(await noticesOf('admin', 'regularisation_requested')).toBe(before + 1);
      expect(labels((await inbox('admin', admin))[0])[1]).toBe(`Priya Nair asked to correct ${dayWords(date)} to 09:10 - 18:05: “Badge reader down”`);
    });
  });
});

describe('a decision', () => {
  it('reaches the employee with the approver’s comment, and says nothing of one when there is none', async () => {
    const start = addDays(mondayNextJune(), 42);
    const first = await applied({ leaveType: 'LOP', startDate: start, endDate: start });
    const second = await applied({ leaveType: 'LOP', startDate: addDays(start, 1), endDate: addDays(start, 1) });
    expect((await call(leaveActionRoute, { as: manager, body: { requestId: first.requestId, action: 'approve', comments: 'Enjoy the break' } })).status).toBe(200);
    const [approved] = await inbox('employee', employee);
    expect(approved).toMatchObject({ messageType: 'leave_approved', from: 'manager' });
    expect(labels(approved)).toContain('Meera Iyer’s comment: “Enjoy the break”');
    expect((await call(leaveActionRoute, { as: manager, body: { requestId: second.requestId, action: 'reject' } })).status).toBe(200);
    const [rejected] = await inbox('employee', employee);
    expect(rejected).toMatchObject({ messageType: 'leave_rejected' });
    expect(labels(rejected).join(' ')).not.toMatch(/comment/i);
  });

  it('by a connected system names the HR system, even when its client id spells a username', async () => {
    const { apiKey } = await systemKey();
    await getDb().update(apiClients).set({ clientId: 'manager' }).where(eq(apiClients.keyHash, sha256Hex(apiKey)));
    const start = addDays(mondayNextJune(), 49);
    const { requestId } = await applied({ leaveType: 'LOP', startDate: start, endDate: start });
    const decided = await call(leaveActionRoute, { as: { apiKey }, body: { requestId, action: 'approve' } });
    expect(decided.status, decided.text).toBe(200);
    const [notice] = await inbox('employee', employee);
    expect(labels(notice)[1]).toBe(`The HR system approved ${requestId} (1 day).`);
  });

  it('of a regularisation carries the comment too', async () => {
    const date = addDays(orgDate(), -4);
    const asked = await call(regulariseRoute, { as: employee, body: { regularizationDate: date, modifiedInTime: '09:00', modifiedOutTime: '18:00', comments: 'Forgot' } });
    expect(asked.status, asked.text).toBe(200);
    await call(regularisationActionRoute, { as: manager, body: { regularisationId: asked.json.regularisationId, action: 'reject', comments: 'You were on leave that day' } });
    const [notice] = await inbox('employee', employee);
    expect(notice).toMatchObject({ messageType: 'regularisation_rejected' });
    expect(labels(notice)).toEqual([
      `Regularisation rejected: ${dayWords(date)}`,
      `Meera Iyer rejected ${asked.json.regularisationId} (09:00 to 18:00).`,
      'Meera Iyer’s comment: “You were on leave that day”',
      'See your attendance',
    ]);
  });
});

describe('the words', () => {
  it('name days as people say them, with the year only when it is not this one', () => {
    expect(dayWords('2026-12-07', '2026-11-27')).toBe('Mon 7 Dec');
    expect(dayWords('2026-11-26', '2026-11-27')).toBe('Thu 26 Nov');
    expect(dayWords('2027-01-04', '2026-11-27')).toBe('Mon 4 Jan 2027');
  });
});
