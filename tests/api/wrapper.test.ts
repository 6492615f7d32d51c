import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDatabase, connect, getDb } from '@/db/client';
import { auditLog, employees, idempotencyRecords } from '@/db/schema';
import { versionedCache } from '@/db/versioned-cache';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { CLAIM_LEASE_MS, finishIdempotent, requestFingerprint, RETENTION_MS, startIdempotent } from '@/lib/api/idempotency';
import { issueGuestToken } from '@/lib/auth/guest';
import { defineOperation } from '@/lib/api/operation';
import { resetRateLimits } from '@/lib/api/rate-limit';
import { route } from '@/lib/api/route';
import { call, sessionFor, systemKey, type Caller } from '../helpers/call';

const echoOp = defineOperation({
  id: 'test.echo',
  method: 'POST',
  path: '/api/test/echo',
  summary: 'echo',
  tag: 'Test',
  host: 'base',
  scope: 'write',
  principals: ['user', 'system'],
  body: z.strictObject({ name: z.string().max(10), age: z.number().int().min(0), nested: z.strictObject({ city: z.string() }).optional() }),
  bodyLimit: 1024,
  response: { description: 'ok', schema: z.object({ id: z.number() }) },
  errors: [400],
});

let writes = 0;
const echo = route(echoOp, async ({ body, write }) => {
  if (body.name === 'boom') throw new ApiError('conflict_state', 'cannot do that now');
  const id = await write(body.name, () => ++writes);
  return { id };
});

// The same, open to career-site guests as well.
const guestEcho = route(defineOperation({ ...echoOp, id: 'test.guestEcho', principals: ['user', 'system', 'guest'] }), async ({ body, write }) => ({
  id: await write(body.name, () => ++writes),
}));

// A write between two reads of a cache of the employees table: the second read must see the write.
const designationOf = versionedCache<string | null>(['employees']);
const designation = (username: string) =>
  designationOf(getDb(), username, async () => (await getDb().select({ d: employees.designation }).from(employees).where(eq(employees.username, username)))[0]?.d ?? null);
const renameOp = defineOperation({ ...echoOp, id: 'test.rename', response: { description: 'ok', schema: z.object({ before: z.string(), after: z.string() }) } });
const rename = route(renameOp, async ({ body, write }) => {
  const before = (await designation('employee2')) ?? '';
  await write(body.name, async (tx) => {
    await tx.update(employees).set({ designation: body.name }).where(eq(employees.username, 'employee2'));
  });
  return { before, after: (await designation('employee2')) ?? '' };
});

const adminOnly = route(
  defineOperation({ ...echoOp, id: 'test.admin', method: 'GET', scope: 'read', roles: ['hr_admin'], body: undefined }),
  () => ({ id: 1 }),
);
const readOp = defineOperation({
  ...echoOp,
  id: 'test.read',
  method: 'GET',
  scope: 'read',
  body: undefined,
  query: z.strictObject({ limit: z.string().regex(/^\d+$/).optional() }),
});
const read = route(readOp, () => ({ id: 1 }));
const crash = route(defineOperation({ ...readOp, id: 'test.crash' }), () => {
  throw new Error('SELECT secret FROM accounts -- should never reach a client');
});

let employee: Caller;
let system: Caller;
let readOnly: Caller;

beforeAll(async () => {
  employee = await sessionFor('employee');
  system = await systemKey(['read', 'write']);
  readOnly = await systemKey(['read']);
});

afterEach(() => {
  delete process.env.RATE_LIMIT_PER_MINUTE;
  process.env.RATE_LIMIT_PER_MINUTE = '100000';
  resetRateLimits();
});

function expectProblem(res: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.json).toMatchObject({ status, code, type: `/problems/${code}` });
  expect(res.json.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers.get('x-request-id')).toBe(res.json.requestId);
}

describe('the handler wrapper', () => {
  it('answers a valid call with JSON, a request id and RateLimit headers', async () => {
    const res = await call(echo, { method: 'POST', as: system, body: { name: 'a', age: 3 } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: expect.any(Number) });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('ratelimit-limit')).toBe('100000');
    expect(Number(res.headers.get('ratelimit-remaining'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });

  it('426 https_required with Upgrade for plain HTTP from a non-loopback address', async () => {
    const res = await call(read, { as: system, ip: '203.0.113.9', proto: 'http' });
    expectProblem(res, 426, 'https_required');
    expect(res.headers.get('upgrade')).toContain('TLS');
  });

  it('accepts HTTPS from any address', async () => {
    const res = await call(read, { as: system, ip: '203.0.113.9', proto: 'https' });
    expect(res.status).toBe(200);
  });

  it('treats loopback over HTTP as secure only with ALLOW_INSECURE_LOCALHOST=1', async () => {
    process.env.ALLOW_INSECURE_LOCALHOST = '0';
    try {
      expectProblem(await call(read, { as: system, ip: '127.0.0.1' }), 426, 'https_required');
    } finally {
      process.env.ALLOW_INSECURE_LOCALHOST = '1';
    }
    expect((await call(read, { as: system, ip: '127.0.0.1' })).status).toBe(200);
  });

  it('401 with WWW-Authenticate and RateLimit headers without credentials', async () => {
    const res = await call(read);
    expectProblem(res, 401, 'unauthorized');
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    expect(res.headers.get('ratelimit-limit')).not.toBeNull();
  });

  it('403 insufficient_scope for a read-only client on a write', async () => {
    const res = await call(echo, { method: 'POST', as: readOnly, body: { name: 'a', age: 1 } });
    expectProblem(res, 403, 'insufficient_scope');
  });

  it('403 forbidden for a person without the role', async () => {
    expectProblem(await call(adminOnly, { as: employee }), 403, 'forbidden');
    expect((await call(adminOnly, { as: await sessionFor('admin') })).status).toBe(200);
  });

  it('400 names each bad field, unknown ones included', async () => {
    const res = await call(echo, { method: 'POST', as: system, body: { name: 'far too long a name', age: 'x', extra: 1, nested: { city: 'Pune', zip: 1 } } });
    expectProblem(res, 400, 'validation_failed');
    const paths = res.json.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(['age', 'extra', 'name', 'nested.zip']);
    expect(res.json.detail).toContain('extra');
  });

  it('400 names unknown and wrong-typed query parameters', async () => {
    const res = await call(read, { as: system, query: { limit: 'ten', colour: 'red' } });
    expectProblem(res, 400, 'validation_failed');
    expect(res.json.errors.map((e: { path: string }) => e.path).sort()).toEqual(['query.colour', 'query.limit']);
  });

  it('400 for invalid JSON, a non-JSON content type and an empty body', async () => {
    expectProblem(await call(echo, { method: 'POST', as: system, rawBody: '{"name":', headers: { 'content-type': 'application/json' } }), 400, 'validation_failed');
    expectProblem(await call(echo, { method: 'POST', as: system, rawBody: 'name=a', headers: { 'content-type': 'text/plain' } }), 400, 'validation_failed');
    expectProblem(await call(echo, { method: 'POST', as: system, rawBody: '', headers: { 'content-type': 'application/json' } }), 400, 'validation_failed');
  });

  it('413 from Content-Length before reading the body', async () => {
    const request = new Request('http://localhost/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '999999', 'x-forwarded-for': '127.0.0.1', 'x-api-key': (system as { apiKey: string }).apiKey },
      body: new ReadableStream({
        pull() {
          throw new Error('the body must not be read');
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const res = await echo(request, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('payload_too_large');
  });

  it('413 while streaming a body that declares no length, without buffering it all', async () => {
    let chunksPulled = 0;
    const request = new Request('http://localhost/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1', 'x-api-key': (system as { apiKey: string }).apiKey },
      body: new ReadableStream({
        pull(controller) {
          chunksPulled++;
          controller.enqueue(new Uint8Array(512).fill(32));
          if (chunksPulled > 1000) controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    const res = await echo(request, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(chunksPulled).toBeLessThan(10);
  });

  it('405 with a problem body and Allow for other methods', async () => {
    const { DELETE } = otherMethods('GET');
    const res = await call(DELETE, { method: 'DELETE' });
    expectProblem(res, 405, 'method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('500 without stack trace or SQL, logged with the request id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await call(crash, { as: system });
    expectProblem(res, 500, 'internal');
    expect(res.text).not.toContain('SELECT');
    expect(res.text).not.toContain('at ');
    expect(log.mock.calls[0]?.[0]).toContain(res.json.requestId);
    log.mockRestore();
  });

  it('429 with Retry-After once a principal is over the limit, per principal', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '3';
    resetRateLimits();
    for (let i = 0; i < 3; i++) expect((await call(read, { as: system })).status).toBe(200);
    const over = await call(read, { as: system });
    expectProblem(over, 429, 'rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    // another principal has its own allowance
    expect((await call(read, { as: readOnly })).status).toBe(200);
  });

  it('limits anonymous callers per client IP', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '2';
    resetRateLimits();
    await call(read, { ip: '127.0.0.2' });
    await call(read, { ip: '127.0.0.2' });
    expect((await call(read, { ip: '127.0.0.2' })).status).toBe(429);
    expect((await call(read, { ip: '127.0.0.3' })).status).toBe(401);
  });

  it('writes an audit-log row for every write, with who, what, target and request id', async () => {
    const res = await call(echo, { method: 'POST', as: employee, body: { name: 'audited', age: 1 } });
    const [row] = await getDb().select().from(auditLog).where(eq(auditLog.target, 'audited'));
    expect(row).toMatchObject({ actor: 'employee', actorType: 'user', action: 'test.echo', requestId: res.headers.get('x-request-id'), ip: '127.0.0.1' });
  });
});

describe('caches in a request that writes', () => {
  it('share one look at the table versions before the write, and see the write after it', async () => {
    const res = await call(rename, { method: 'POST', as: employee, body: { name: 'Renamed', age: 1 } });
    expect(res.status).toBe(200);
    expect(res.json.before).not.toBe('Renamed');
    expect(res.json.after).toBe('Renamed');
  });
});

describe('Idempotency-Key', () => {
  const auditCount = async (target: string) => (await getDb().select({ n: count() }).from(auditLog).where(eq(auditLog.target, target)))[0]?.n;

  it('a repeated POST with the same key and body writes once and returns the first answer', async () => {
    const first = await call(echo, { method: 'POST', as: system, body: { name: 'idem1', age: 1 }, headers: { 'idempotency-key': 'k-1' } });
    const again = await call(echo, { method: 'POST', as: system, body: { name: 'idem1', age: 1 }, headers: { 'idempotency-key': 'k-1' } });
    expect(again.status).toBe(first.status);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await auditCount('idem1')).toBe(1);
  });

  it('concurrent requests with the same key write once', async () => {
    const send = () => call(echo, { method: 'POST', as: system, body: { name: 'idem2', age: 1 }, headers: { 'idempotency-key': 'k-2' } });
    const answers = await Promise.all([send(), send(), send(), send()]);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await auditCount('idem2')).toBe(1);
  });

  it('a request on another connection (another process) with the same key waits for the first answer', async () => {
    const other = connect();
    try {
      const first = await startIdempotent(getDb(), 'key:processes', 'k-6', 'fingerprint');
      const second = startIdempotent(other, 'key:processes', 'k-6', 'fingerprint');
      if (!('recordId' in first)) throw new Error('the first request should claim the key');
      await finishIdempotent(getDb(), first.recordId, { status: 200, body: '{"id":6}' });
      expect(await second).toEqual({ replay: { status: 200, body: '{"id":6}' } });
    } finally {
      await closeDatabase(other);
    }
  });

  describe('after a crash (a claim whose request never answered)', () => {
    const send = (name: string, key: string) => call(echo, { method: 'POST', as: system, body: { name, age: 1 }, headers: { 'idempotency-key': key } });
    /** What a kill leaves: the claim without an answer, older than the lease. */
    const orphan = async (key: string, committed: boolean) => {
      await getDb()
        .update(idempotencyRecords)
        .set({ statusCode: null, responseBody: null, createdAt: Date.now() - CLAIM_LEASE_MS - 1, ...(committed ? {} : { committedAt: null }) })
        .where(eq(idempotencyRecords.key, key));
    };

    it('a retry takes the key over when the dead request wrote nothing', async () => {
      await send('orphan1', 'k-7');
      await orphan('k-7', false);
      await getDb().delete(auditLog).where(eq(auditLog.target, 'orphan1'));
      const retry = await send('orphan1', 'k-7');
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      expect(await auditCount('orphan1')).toBe(1);
      expect((await send('orphan1', 'k-7')).headers.get('idempotent-replayed')).toBe('true');
    });

    it('a retry is told the answer was lost when the dead request’s write committed, and writes nothing', async () => {
      await send('orphan2', 'k-8');
      await orphan('k-8', true);
      const retry = await send('orphan2', 'k-8');
      expectProblem(retry, 400, 'conflict_state');
      expect(retry.json.idempotency).toBe('answer_lost');
      expect(await auditCount('orphan2')).toBe(1);
    });
  });

  describe('after the retention (24 hours)', () => {
    const send = (name: string, key: string) => call(echo, { method: 'POST', as: system, body: { name, age: 1 }, headers: { 'idempotency-key': key } });
    const expire = async (key: string) => {
      await getDb()
        .update(idempotencyRecords)
        .set({ createdAt: Date.now() - RETENTION_MS - 1 })
        .where(eq(idempotencyRecords.key, key));
    };
    const records = async (key: string) => (await getDb().select({ n: count() }).from(idempotencyRecords).where(eq(idempotencyRecords.key, key)))[0]?.n;

    it('a key runs again as new, even before the periodic purge has deleted its record', async () => {
      await send('expired1', 'k-9');
      await expire('k-9');
      const again = await send('expired1', 'k-9');
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBeNull();
      expect(await auditCount('expired1')).toBe(2);
      expect(await records('k-9')).toBe(1);
    });

    it('expired records are purged at most once a minute, by whichever idempotent request comes', async () => {
      await send('expired2', 'k-10');
      await expire('k-10');
      await send('fresh1', 'k-11');
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 61_000);
        await send('fresh2', 'k-12');
      } finally {
        vi.useRealTimers();
      }
      expect(await records('k-10')).toBe(0);
      expect(await records('k-11')).toBe(1);
    });
  });

  it('the same key with another body is a 400', async () => {
    await call(echo, { method: 'POST', as: system, body: { name: 'idem3', age: 1 }, headers: { 'idempotency-key': 'k-3' } });
    const res = await call(echo, { method: 'POST', as: system, body: { name: 'idem3', age: 2 }, headers: { 'idempotency-key': 'k-3' } });
    expectProblem(res, 400, 'validation_failed');
    expect(res.json.errors[0].path).toBe('Idempotency-Key');
  });

  it('keys are per principal', async () => {
    await call(echo, { method: 'POST', as: system, body: { name: 'idem4', age: 1 }, headers: { 'idempotency-key': 'k-4' } });
    await call(echo, { method: 'POST', as: employee, body: { name: 'idem4', age: 1 }, headers: { 'idempotency-key': 'k-4' } });
    expect(await auditCount('idem4')).toBe(2);
  });

  it('keys are per guest session, not per the address guests share', async () => {
    const [first, second] = [{ guestCookie: await issueGuestToken() }, { guestCookie: await issueGuestToken() }];
    const send = (as: Caller, name: string) => call(guestEcho, { method: 'POST', as, ip: '203.0.113.40', proto: 'https', body: { name, age: 1 }, headers: { 'idempotency-key': 'k-12' } });
    const mine = await send(first, 'idem12');
    const theirs = await send(second, 'idem12');
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.json.id).not.toBe(mine.json.id);
    expect(await auditCount('idem12')).toBe(2);
    // Another body under the same key is that guest's own first request, not a clash with the other guest's.
    expect((await send({ guestCookie: await issueGuestToken() }, 'idem12b')).status).toBe(200);
    // The same guest's retry is still a replay.
    expect((await send(first, 'idem12')).headers.get('idempotent-replayed')).toBe('true');
  });

  it('the same body with its keys in another order is the same request', async () => {
    const headers = { 'idempotency-key': 'k-13' };
    const first = await call(echo, { method: 'POST', as: system, body: { name: 'idem13', age: 1, nested: { city: 'Pune' } }, headers });
    const again = await call(echo, { method: 'POST', as: system, rawBody: '{"nested":{"city":"Pune"},"age":1,"name":"idem13"}', headers: { ...headers, 'content-type': 'application/json' } });
    expect(again.status, again.text).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json.id).toBe(first.json.id);
    expect(await auditCount('idem13')).toBe(1);
  });

  it('fingerprints canonical JSON: sorted keys at every depth, array order kept', () => {
    const a = requestFingerprint('POST', '/x', { b: [{ y: 1, x: 2 }, 3], a: { d: null, c: 'é' }, u: undefined });
    expect(requestFingerprint('POST', '/x', { a: { c: 'é', d: null }, b: [{ x: 2, y: 1 }, 3] })).toBe(a);
    expect(requestFingerprint('POST', '/x', { a: { c: 'é', d: null }, b: [3, { x: 2, y: 1 }] })).not.toBe(a);
    expect(requestFingerprint('POST', '/y', { a: { c: 'é', d: null }, b: [{ x: 2, y: 1 }, 3] })).not.toBe(a);
    expect(requestFingerprint('POST', '/x', undefined)).toBe(requestFingerprint('POST', '/x', null));
  });

  it('a failed request releases its key so a corrected retry can run', async () => {
    const bad = await call(echo, { method: 'POST', as: system, body: { name: 'boom', age: 1 }, headers: { 'idempotency-key': 'k-5' } });
    expect(bad.json.code).toBe('conflict_state');
    const retry = await call(echo, { method: 'POST', as: system, body: { name: 'boom', age: 1 }, headers: { 'idempotency-key': 'k-5' } });
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    const [records] = await getDb().select({ n: count() }).from(idempotencyRecords).where(eq(idempotencyRecords.key, 'k-5'));
    expect(records?.n).toBe(0);
  });

  it('rejects a malformed key', async () => {
    const res = await call(echo, { method: 'POST', as: system, body: { name: 'x', age: 1 }, headers: { 'idempotency-key': 'x'.repeat(300) } });
    expectProblem(res, 400, 'validation_failed');
  });
});
