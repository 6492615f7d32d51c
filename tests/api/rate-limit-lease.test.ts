// The per-minute limit on PostgreSQL (lib/api/lease-limiter.ts): processes count in memory from leases
// claimed in the database, and still share one exact budget. Two pools on one database stand for two
// processes (or machines): each has its own limiter, memory and connections.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDatabase, getDb, isPostgres, openPostgres, postgresPool, type Db } from '@/db/client';
import { LeaseLimiter } from '@/lib/api/lease-limiter';
import { consumeRateLimit, resetRateLimits } from '@/lib/api/rate-limit';

const PREFIX = 'lease-test:10:60';

describe.skipIf(!isPostgres(getDb()))('the per-minute limit on PostgreSQL, counted in leases', () => {
  const processes: Db[] = [];
  let first: pg.Pool;
  let second: pg.Pool;

  beforeAll(() => {
    processes.push(openPostgres(process.env.DATABASE_URL as string), openPostgres(process.env.DATABASE_URL as string));
    [first, second] = processes.map(postgresPool) as [pg.Pool, pg.Pool];
  });

  afterAll(async () => {
    for (const each of processes) await closeDatabase(each);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    process.env.RATE_LIMIT_PER_MINUTE = '100000';
    resetRateLimits();
  });

  const caller = () => `key:${randomBytes(4).toString('hex')}`;
  /** Counts the statements a pool is sent from now on. */
  const statements = (pool: pg.Pool) => vi.spyOn(pool, 'query');

  it('admits exactly the limit across two processes, then refuses without asking the database', async () => {
    const a = new LeaseLimiter(first, PREFIX, 10, 60);
    const b = new LeaseLimiter(second, PREFIX, 10, 60);
    const key = caller();
    const outcomes = [];
    for (let i = 0; i < 12; i++) outcomes.push(await (i % 2 === 0 ? a : b).consume(key));
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([...Array<boolean>(10).fill(true), false, false]);
    for (const refused of outcomes.slice(10)) {
      expect(refused.remaining).toBe(0);
      expect(refused.msBeforeNext).toBeGreaterThan(50_000);
      expect(refused.msBeforeNext).toBeLessThanOrEqual(60_000);
    }
    // Each has learnt the window is spent: further requests are refused from memory.
    const sentA = statements(first);
    const sentB = statements(second);
    expect((await a.consume(key)).allowed).toBe(false);
    expect((await b.consume(key)).allowed).toBe(false);
    expect(sentA).not.toHaveBeenCalled();
    expect(sentB).not.toHaveBeenCalled();
  });

  it('admits exactly the limit when both processes take many requests at once', async () => {
    const a = new LeaseLimiter(first, PREFIX, 10, 60);
    const b = new LeaseLimiter(second, PREFIX, 10, 60);
    const key = caller();
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? a : b).consume(key)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
  });

  it('shares one claim among the requests that arrive while it is in flight', async () => {
    const a = new LeaseLimiter(first, 'lease-test:300:60', 300, 60);
    const key = caller();
    const sent = statements(first);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => a.consume(key)));
    expect(outcomes.every((outcome) => outcome.allowed)).toBe(true);
    // The first claim takes an eighth of the budget (37) for all fifty; the thirteen left over take one more.
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('shares the budget with rate-limiter-flexible counting the same rows (a release rolling out)', async () => {
    const lease = new LeaseLimiter(first, PREFIX, 10, 60);
    const previous = new RateLimiterPostgres({ storeClient: second, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false, keyPrefix: PREFIX, points: 10, duration: 60 });
    const key = caller();
    const allowed: boolean[] = [];
    for (let i = 0; i < 12; i++) {
      if (i % 2 === 0) allowed.push((await lease.consume(key)).allowed);
      else allowed.push(await previous.consume(key).then(() => true, (rejection: unknown) => (rejection instanceof RateLimiterRes ? false : Promise.reject(rejection as Error))));
    }
    expect(allowed.filter(Boolean)).toHaveLength(10);
    expect(allowed.slice(0, 10).every(Boolean)).toBe(true);
  });

  it('starts a new budget when the window ends, in every process', async () => {
    const a = new LeaseLimiter(first, 'lease-test:2:1', 2, 1);
    const b = new LeaseLimiter(second, 'lease-test:2:1', 2, 1);
    const key = caller();
    expect((await a.consume(key)).allowed).toBe(true);
    expect((await b.consume(key)).allowed).toBe(true);
    const refused = await a.consume(key);
    expect(refused.allowed).toBe(false);
    expect((await b.consume(key)).allowed).toBe(false);
    // A process's window ends a little before the database's (measured from before its claim was sent).
    await new Promise((resolve) => setTimeout(resolve, refused.msBeforeNext + 200));
    expect((await b.consume(key)).allowed).toBe(true);
    expect((await a.consume(key)).allowed).toBe(true);
    expect((await a.consume(key)).allowed).toBe(false);
  });

  it('deletes the rows of ended windows now and then, keeping the rest', async () => {
    const a = new LeaseLimiter(first, 'lease-test:5:1', 5, 1);
    const ended = caller();
    const current = caller();
    await a.consume(ended);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // Five minutes on for the process, when its next claim also clears out the table.
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 5 * 60_000);
    await a.consume(current);
    const stored = async (key: string) => (await first.query('SELECT key FROM rate_limits WHERE key = $1', [`lease-test:5:1:${key}`])).rowCount;
    await vi.waitFor(async () => expect(await stored(ended)).toBe(0));
    expect(await stored(current)).toBe(1);
  });

  it('answers a busy caller with a claim per lease, not per request, and truthful headers', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '300';
    resetRateLimits();
    const sent = statements(postgresPool(getDb()));
    const key = caller();
    for (let i = 1; i <= 200; i++) {
      const { allowed, headers } = await consumeRateLimit(key);
      expect(allowed).toBe(true);
      // One process alone: what it holds plus what the database has left is exactly what is left.
      expect(headers).toMatchObject({ 'RateLimit-Limit': '300', 'RateLimit-Remaining': String(300 - i) });
      expect(Number(headers['RateLimit-Reset'])).toBeGreaterThan(0);
      expect(Number(headers['RateLimit-Reset'])).toBeLessThanOrEqual(60);
    }
    // Leases of an eighth of what is left: 37, 32, 28, 25, 22, 19, 16, 14, 13.
    expect(sent).toHaveBeenCalledTimes(9);
  });

  it('answers 429 headers once another process has taken the rest', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '3';
    resetRateLimits();
    const key = caller();
    const elsewhere = new LeaseLimiter(first, 'minute:3:60', 3, 60);
    expect((await consumeRateLimit(key)).headers['RateLimit-Remaining']).toBe('2');
    expect((await elsewhere.consume(key)).allowed).toBe(true);
    expect((await elsewhere.consume(key)).allowed).toBe(true);
    const over = await consumeRateLimit(key);
    expect(over.allowed).toBe(false);
    expect(over.headers['RateLimit-Remaining']).toBe('0');
    expect(Number(over.headers['Retry-After'])).toBeGreaterThan(50);
    expect(over.headers['Retry-After']).toBe(over.headers['RateLimit-Reset']);
  });
});
