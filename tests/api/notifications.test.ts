import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { count, eq, gt, max } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, connect, getDb } from '@/db/client';
import { applications, auditLog, notifications, referrals, webhookDeliveries } from '@/db/schema';
import { POST as notifyRoute } from '@/app/api/bot/v1/notify/route';
import { GET as statusRoute } from '@/app/api/bot/v1/notify/[notificationId]/route';
import { GET as inboxRoute } from '@/app/api/bot/v1/inbox/user/[username]/route';
import { GET as unreadRoute } from '@/app/api/bot/v1/inbox/user/[username]/unread/route';
import { POST as readRoute } from '@/app/api/bot/v1/inbox/read/route';
import { POST as leaveApplyRoute } from '@/app/api/leave/v1/apply/route';
import { POST as leaveActionRoute } from '@/app/api/leave/v1/request/action/route';
import { POST as regulariseRoute } from '@/app/api/attendance/v1/regularise/route';
import { POST as regularisationActionRoute } from '@/app/api/attendance/v1/regularise/action/route';
import { POST as referralStatusRoute } from '@/app/api/referrals/v1/refer/[referralId]/status/route';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { createForwardingFixer } from '@/lib/net/forwarding';
import { deliverDue, startWebhookWorker, webhookSignature, type DeliveryRound } from '@/lib/notifications/webhook';
import type { WebhookConfig } from '@/lib/notifications/webhook-config';
import { addDays, orgDate } from '@/lib/time';
import { call, demoCallers, sessionFor, systemKey, type Caller } from '../helpers/call';

const { employee, employee2, manager, system } = await demoCallers();

type UsersList = Record<string, unknown>;
const message = (usersList: UsersList, label = `Hello ${Math.random()}`, design: unknown = { label, type: 'text' }) => ({
  input: { messageType: 'reminder', usersList: { ...usersList, text: { design } } },
});
const notify = (body: unknown, as: Caller = system, extra: { ip?: string; proto?: 'http' | 'https' } = {}) => call(notifyRoute, { as, body, ...extra });
const inbox = (username: string, as: Caller, query: Record<string, string> = {}) => call(inboxRoute, { as, params: { username }, query });
const unread = async (username: string, as: Caller) => (await call(unreadRoute, { as, params: { username } })).json.unread as number;
const stored = async () => (await getDb().select({ n: count() }).from(notifications))[0]?.n ?? 0;

describe('POST /api/bot/v1/notify', () => {
  it('queues a message for the user named, answers its id and recipient, and stores it once', async () => {
    const before = await stored();
    const res = await notify(message({ userId: 'Employee' }, 'Your payslip is ready'));
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: 'queued', messageType: 'reminder', recipient: { username: 'employee', name: 'Arjun Sharma' } });
    expect(res.json.notificationId).toMatch(/^NTF-\d{6}$/);
    expect(await stored()).toBe(before + 1);
    const again = await notify(message({ userId: 'employee' }, 'Once'), system, {});
    const keyed = { 'Idempotency-Key': `notify-${Date.now()}` };
    const first = await call(notifyRoute, { as: system, body: message({ userId: 'employee' }, 'Keyed'), headers: keyed });
    const retry = await call(notifyRoute, { as: system, body: message({ userId: 'employee' }, 'Keyed'), headers: keyed });
    expect(retry.json.notificationId).toBe(first.json.notificationId);
    expect(again.status).toBe(200);
    expect(await stored()).toBe(before + 3);
  });

  it('finds the recipient by e-mail in any case, checks the organisation, and answers 404 when nobody matches', async () => {
    expect((await notify(message({ emailId: 'EMPLOYEE@acme-india.example' }))).json.recipient.username).toBe('employee');
    expect((await notify(message({ userId: 'employee', organizationId: 'TECH' }))).status).toBe(200);
    expect((await notify(message({ userId: 'employee', organizationId: 'corp' }))).status).toBe(200);
    const before = await stored();
    for (const usersList of [{ userId: 'nobody.here' }, { emailId: 'nobody@acme-india.example' }, { userId: 'employee', organizationId: 'SALES' }, { userId: 'employee', emailId: 'employee2@acme-india.example' }]) {
      const res = await notify(message(usersList));
      expect(res.status, JSON.stringify(usersList)).toBe(404);
      expect(res.json.code).toBe('not_found');
    }
    expect(await stored()).toBe(before);
  });

  it('answers 401 without an API key or token, a browser session included, and 403 outside the key’s IP allowlist', async () => {
    for (const as of ['anonymous', employee] as const) {
      const res = await notify(message({ userId: 'employee' }), as);
      expect(res.status).toBe(401);
      expect(res.json.code).toBe('unauthorized');
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
    }
    const fenced = await systemKey(['read', 'write'], ['10.0.0.0/8']);
    const res = await notify(message({ userId: 'employee' }), fenced);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('ip_not_allowed');
    expect((await notify(message({ userId: 'employee' }), fenced, { ip: '10.1.2.3', proto: 'https' })).status).toBe(200);
  });

  it('answers 429 over the rate limit, storing nothing more', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '2';
    resetRateLimits();
    try {
      const busy = await systemKey();
      expect((await notify(message({ userId: 'employee' }), busy)).status).toBe(200);
      expect((await notify(message({ userId: 'employee' }), busy)).status).toBe(200);
      const before = await stored();
      const over = await notify(message({ userId: 'employee' }), busy);
      expect(over.status).toBe(429);
      expect(over.json.code).toBe('rate_limited');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await stored()).toBe(before);
    } finally {
      process.env.RATE_LIMIT_PER_MINUTE = '100000';
      resetRateLimits();
    }
  });

  it('answers 426 with an Upgrade header over plain HTTP, and 405 for other methods', async () => {
    const res = await notify(message({ userId: 'employee' }), system, { ip: '203.0.113.9', proto: 'http' });
    expect(res.status).toBe(426);
    expect(res.json.code).toBe('https_required');
    expect(res.headers.get('upgrade')).toMatch(/TLS/);
    const { GET } = await import('@/app/api/bot/v1/notify/route');
    expect((await call(GET, { method: 'GET', as: system })).status).toBe(405);
  });
});

describe('the production entry in front of notify', () => {
  let server: Server | undefined;
  afterEach(async () => {
    process.env.ALLOW_INSECURE_LOCALHOST = '1';
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => resolve(body));
  });

  /** A real socket with server.ts's forwarding fixer, handing requests to the route as Next.js would. */
  async function start(): Promise<string> {
    const fix = createForwardingFixer('');
    server = createServer(async (req, res) => {
      fix(req);
      const body = await read(req);
      const response = await notifyRoute(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body: body || undefined }), {
        params: Promise.resolve({}),
      });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(await response.text());
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server?.address() as AddressInfo).port}/api/bot/v1/notify`;
  }

  it('does not let a client-sent X-Forwarded-For or X-Forwarded-Proto get around the IP and HTTPS rules', async () => {
    const url = await start();
    const fenced = await systemKey(['read', 'write'], ['10.0.0.0/8']);
    const body = JSON.stringify(message({ userId: 'employee' }));
    const spoofedIp = await fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'X-API-Key': fenced.apiKey, 'X-Forwarded-For': '10.1.2.3' } });
    expect(spoofedIp.status).toBe(403);
    process.env.ALLOW_INSECURE_LOCALHOST = '0';
    const spoofedProto = await fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'X-API-Key': (system as { apiKey: string }).apiKey, 'X-Forwarded-Proto': 'https' } });
    expect(spoofedProto.status).toBe(426);
  });
});

describe('the inbox', () => {
  it('lists a person’s messages newest first, marks them delivered when shown, and counts what is unread', async () => {
    const label = `Inbox test ${Date.now()}`;
    const sent = (await notify(message({ userId: 'employee2' }, label, [{ label, type: 'heading' }, { label: 'Open', type: 'link', value: '/leave' }]))).json;
    const before = await unread('employee2', employee2);
    const audits = async () => (await getDb().select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'listInbox')))[0]?.n ?? 0;
    const auditedBefore = await audits();
    const res = await inbox('employee2', employee2, { limit: '5' });
    expect(res.status, res.text).toBe(200);
    // Marking what is shown delivered is a receipt, not a change anyone audits.
    expect(await audits()).toBe(auditedBefore);
    expect(res.json.items[0]).toMatchObject({ notificationId: sent.notificationId, status: 'delivered', source: 'bot', components: [{ label, type: 'heading' }, { label: 'Open', type: 'link', value: '/leave' }] });
    expect(res.json.unread).toBe(before);
    const read = await call(readRoute, { as: employee2, body: { notificationIds: [sent.notificationId] } });
    expect(read.json).toEqual({ updated: 1, unread: before - 1 });
    const status = (await call(statusRoute, { as: system, params: { notificationId: sent.notificationId } })).json;
    expect(status).toMatchObject({ status: 'read', recipient: { username: 'employee2' }, webhook: null });
    expect((await inbox('employee2', employee2, { unread: 'true', limit: '100' })).json.items.some((i: { notificationId: string }) => i.notificationId === sent.notificationId)).toBe(false);
  });

  it('keeps one person’s messages from another', async () => {
    const sent = (await notify(message({ userId: 'employee' }, 'Private'))).json;
    expect((await inbox('employee', employee2)).status).toBe(403);
    expect((await inbox('employee', manager)).status).toBe(403);
    const foreign = await call(readRoute, { as: employee2, body: { notificationIds: [sent.notificationId] } });
    expect(foreign.status).toBe(404);
    const all = await call(readRoute, { as: employee, body: { all: true } });
    expect(all.json.unread).toBe(0);
    expect(await unread('employee', employee)).toBe(0);
  });
});

describe('notifications from the product', () => {
  it('tells the applicant about a leave decision, and the employee about a regularisation decision', async () => {
    const date = addDays(`${Number(orgDate().slice(0, 4)) + 1}-06-01`, 0);
    const applied = await call(leaveApplyRoute, { as: employee, body: { leaveType: 'LOP', startDate: date, endDate: addDays(date, 1) } });
    expect(applied.status, applied.text).toBe(200);
    await call(leaveActionRoute, { as: manager, body: { requestId: applied.json.requestId, action: 'approve' } });
    const leave = (await inbox('employee', employee, { limit: '3' })).json.items.find((i: { messageType: string }) => i.messageType === 'leave_approved');
    expect(leave).toMatchObject({ source: 'leave', from: 'manager' });
    expect(JSON.stringify(leave.components)).toContain(applied.json.requestId);

    const asked = await call(regulariseRoute, { as: employee, body: { regularizationDate: addDays(orgDate(), -3), modifiedInTime: '09:00', modifiedOutTime: '18:00', comments: 'Forgot' } });
    expect(asked.status, asked.text).toBe(200);
    await call(regularisationActionRoute, { as: manager, body: { regularisationId: asked.json.regularisationId, action: 'reject' } });
    const regularisation = (await inbox('employee', employee, { limit: '3' })).json.items[0];
    expect(regularisation).toMatchObject({ source: 'attendance', messageType: 'regularisation_rejected' });
  });
});

describe('notifications from the referral pipeline', () => {
  it('tells the referrer when a recruiter moves their referral, but not when they withdraw it themselves', async () => {
    const recruiter = await sessionFor('recruiter');
    const open = (
      await getDb()
        .select({ referralId: referrals.referralId, stage: applications.stage })
        .from(referrals)
        .innerJoin(applications, eq(applications.id, referrals.applicationId))
        .where(eq(referrals.referrer, 'employee'))
    ).map((r) => ({ referralId: r.referralId, status: r.stage === 'applied' ? 'submitted' : r.stage }));
    const [moved, withdrawn] = open.filter((r) => r.status === 'submitted' || r.status === 'screening');
    if (!moved || !withdrawn) throw new Error('the demo needs two open referrals by employee');
    const move = async (referralId: string, status: string, as: Caller) => call(referralStatusRoute, { as, params: { referralId }, body: { status } });
    const before = await stored();
    expect((await move(moved.referralId, moved.status === 'submitted' ? 'screening' : 'interviewing', recruiter)).status).toBe(200);
    const told = (await inbox('employee', employee, { limit: '1' })).json.items[0];
    expect(told).toMatchObject({ source: 'referrals', from: 'recruiter' });
    // In words, with names: "Meera Nair moved to Screening for <job title>", never a username or an id.
    expect(told.components[0].label).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ moved to (Screening|Interviewing)$/);
    expect(told.components[1].label).toMatch(/ moved to (Screening|Interviewing) for .+\.$/);
    expect(JSON.stringify(told.components)).not.toMatch(/REF-|recruiter|employee/);
    expect((await move(withdrawn.referralId, 'withdrawn', employee)).status).toBe(200);
    expect(await stored()).toBe(before + 1);
  });
});

describe('the outbound webhook', () => {
  let receiver: Server | undefined;
  afterEach(async () => {
    delete process.env.BOT_WEBHOOK_URL;
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  });

  /** A local receiver that fails `failures` times, then accepts; it checks each signature. */
  async function startReceiver(failures: number, secret: string) {
    const calls: { id: string; valid: boolean; body: string }[] = [];
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const timestamp = String(req.headers['x-webhook-timestamp']);
        calls.push({ id: String(req.headers['x-webhook-id']), valid: req.headers['x-webhook-signature'] === webhookSignature(secret, timestamp, body), body });
        res.statusCode = calls.length <= failures ? 500 : 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(receiver?.address() as AddressInfo).port}/hook`, calls };
  }

  const deliveryOf = async (notificationId: string) =>
    (await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.notificationId, Number(notificationId.slice(4)))).limit(1))[0];

  it('retries with backoff, resumes after a restart, signs every call, and never posts again after a 2xx', async () => {
    const { url, calls } = await startReceiver(2, 'shh');
    process.env.BOT_WEBHOOK_URL = url;
    const config: WebhookConfig = { url, secret: 'shh', maxAttempts: 5, baseDelayMs: 1000 };
    const { notificationId } = (await notify(message({ userId: 'employee' }, 'Hooked'))).json;
    let now = Date.now();
    expect(await deliverDue(getDb(), config, fetch, now)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await deliveryOf(notificationId)).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500, nextAttemptAt: now + 1000 });
    // Not yet due: nothing is posted.
    expect(await deliverDue(getDb(), config, fetch, now + 500)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    now += 1000;
    expect((await deliverDue(getDb(), config, fetch, now)).retrying).toBe(1);
    expect((await deliveryOf(notificationId))?.nextAttemptAt).toBe(now + 2000);
    // A restart: a new worker on a new connection picks the row up when it is due.
    const restarted = connect();
    const stop = startWebhookWorker(restarted, config, 50);
    await expect.poll(async () => (await deliveryOf(notificationId))?.status, { timeout: 5000 }).toBe('sent');
    stop();
    await closeDatabase(restarted);
    expect(calls.filter((c) => c.id === notificationId)).toHaveLength(3);
    expect(calls.every((c) => c.valid)).toBe(true);
    expect(JSON.parse(calls.at(-1)?.body ?? '{}')).toMatchObject({ notificationId, recipient: { userId: 'employee' }, components: [{ label: 'Hooked' }] });
    expect(await deliverDue(getDb(), config, fetch, Date.now() + 3_600_000)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(calls.filter((c) => c.id === notificationId)).toHaveLength(3);
    const status = (await call(statusRoute, { as: system, params: { notificationId } })).json;
    expect(status.webhook).toMatchObject({ status: 'sent', attempts: 3, lastStatus: 204 });
  });

  /** A webhook worker in a process of its own (fixtures/webhook-worker.ts), loaded and waiting to start a round. */
  async function workerProcess(config: WebhookConfig) {
    const child = spawn(process.execPath, ['--import', './scripts/register.mjs', path.join(import.meta.dirname, 'fixtures', 'webhook-worker.ts')], {
      env: { ...process.env, WEBHOOK_CONFIG: JSON.stringify(config) },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const exited = once(child, 'exit');
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    expect((await lines.next()).value).toBe('ready');
    return {
      /** Starts the round; answers what became of the rows once the process has ended. */
      round: async () => {
        child.stdin.end('go\n');
        const { value } = await lines.next();
        const [code] = await exited;
        expect(code).toBe(0);
        return JSON.parse(String(value)) as DeliveryRound;
      },
    };
  }

  it('workers of several processes (each its own connection) post every row once', async () => {
    const { url, calls } = await startReceiver(0, 'shh');
    process.env.BOT_WEBHOOK_URL = url;
    const config: WebhookConfig = { url, secret: 'shh', maxAttempts: 5, baseDelayMs: 1000 };
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await notify(message({ userId: 'employee' }, `Twice? ${i}`))).json.notificationId);
    const others = await Promise.all([workerProcess(config), workerProcess(config), workerProcess(config)]);
    // Started together: each claim races the others'.
    const rounds = await Promise.all(others.map((other) => other.round()));
    const posted = calls.map((c) => c.id);
    expect(posted).toEqual(expect.arrayContaining(ids));
    expect(new Set(posted).size).toBe(posted.length);
    expect(rounds.reduce((sent, round) => sent + round.sent, 0)).toBe(posted.length);
  }, 30_000);

  it('gives up after the attempt limit and says so', async () => {
    const { url } = await startReceiver(99, 'shh');
    process.env.BOT_WEBHOOK_URL = url;
    const config: WebhookConfig = { url, secret: 'shh', maxAttempts: 2, baseDelayMs: 10 };
    const { notificationId } = (await notify(message({ userId: 'employee' }, 'Doomed'))).json;
    await deliverDue(getDb(), config, fetch, Date.now());
    expect((await deliverDue(getDb(), config, fetch, Date.now() + 60_000)).failed).toBe(1);
    expect(await deliveryOf(notificationId)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'HTTP 500' });
  });

  it('carries the notices the product sends with a write, each delivery naming its own notice', async () => {
    const date = `${Number(orgDate().slice(0, 4)) + 1}-07-06`;
    const applied = await call(leaveApplyRoute, { as: employee, body: { leaveType: 'LOP', startDate: date, endDate: date } });
    expect(applied.status, applied.text).toBe(200);
    const { url, calls } = await startReceiver(0, 'shh');
    process.env.BOT_WEBHOOK_URL = url;
    const [{ last } = { last: 0 }] = await getDb().select({ last: max(notifications.id) }).from(notifications);
    expect((await call(leaveActionRoute, { as: manager, body: { requestId: applied.json.requestId, action: 'approve' } })).status).toBe(200);
    const sent = await getDb().select({ id: notifications.id, type: notifications.messageType }).from(notifications).where(gt(notifications.id, last ?? 0));
    expect(sent.map((n) => n.type)).toEqual(['leave_approved']);
    const delivery = (await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.notificationId, sent[0]!.id)))[0];
    expect(delivery).toMatchObject({ status: 'pending', attempts: 0 });
    await deliverDue(getDb(), { url, secret: 'shh', maxAttempts: 5, baseDelayMs: 10 }, fetch, Date.now());
    expect(calls.filter((c) => c.body.includes(applied.json.requestId))).toHaveLength(1);
  });
});
