import 'server-only';
import cluster from 'node:cluster';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getDb, isPostgres, postgresPool, type Db } from '@/db/client';
import { LeaseLimiter, type Admission } from './lease-limiter';

const WINDOW_SECONDS = 60;

let limiter: LeaseLimiter | RateLimiterAbstract | undefined;
let limiterPoints = 0;

export function rateLimitPerMinute(): number {
  const configured = Number(process.env.RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : 300;
}

/** The key prefix of a limit: it names the limit's settings, so each setting has its own counters. */
const limitPrefix = (name: string, points: number, duration: number) => `${name}:${points}:${duration}`;

/**
 * Where a limit is counted, so that a principal has one budget however its requests are spread. On
 * PostgreSQL, in the database (the rate_limits table of db/migrations-pg), shared by every process and
 * machine. On SQLite (one machine), in this process, or, in a worker of several (server.ts with
 * WORKERS > 1), by the primary over IPC.
 */
function newLimiter(db: Db, name: string, points: number, duration: number): RateLimiterAbstract {
  const opts = { keyPrefix: limitPrefix(name, points, duration), points, duration };
  if (isPostgres(db)) {
    return new RateLimiterPostgres({ ...opts, storeClient: postgresPool(db), storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: true });
  }
  return cluster.isWorker ? new RateLimiterCluster(opts) : new RateLimiterMemory(opts);
}

/** The limiters made for the current database (tests switch databases). */
let limitersDb: Db | undefined;

function limiterDb(): Db {
  const db = getDb();
  if (db !== limitersDb) {
    limitersDb = db;
    resetRateLimits();
  }
  return db;
}

/**
 * The per-minute limit, which every API request passes. On PostgreSQL it is counted in leases taken from
 * the same rows (lib/api/lease-limiter.ts): a statement per request on one row per caller would queue a
 * busy caller's requests on that row's lock.
 */
function currentLimiter(): LeaseLimiter | RateLimiterAbstract {
  const db = limiterDb();
  const points = rateLimitPerMinute();
  if (!limiter || limiterPoints !== points) {
    limiter = isPostgres(db)
      ? new LeaseLimiter(postgresPool(db), limitPrefix('minute', points, WINDOW_SECONDS), points, WINDOW_SECONDS)
      : newLimiter(db, 'minute', points, WINDOW_SECONDS);
    limiterPoints = points;
  }
  return limiter;
}

/** Counts one request of `key` on the per-minute limit, whichever limiter counts it. */
async function countRequest(key: string): Promise<Admission> {
  const counter = currentLimiter();
  if (counter instanceof LeaseLimiter) return counter.consume(key);
  try {
    const res = await counter.consume(key, 1);
    return { allowed: true, remaining: res.remainingPoints, msBeforeNext: res.msBeforeNext };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { allowed: false, remaining: rejection.remainingPoints, msBeforeNext: rejection.msBeforeNext };
  }
}

export interface RateLimitOutcome {
  allowed: boolean;
  headers: Record<string, string>;
}

/** Counts one request for `key` and returns the RateLimit headers every answer carries. */
export async function consumeRateLimit(key: string): Promise<RateLimitOutcome> {
  const points = rateLimitPerMinute();
  const { allowed, remaining, msBeforeNext } = await countRequest(key);
  const resetSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(points),
    'RateLimit-Remaining': String(Math.max(0, remaining)),
    'RateLimit-Reset': String(resetSeconds),
  };
  if (!allowed) headers['Retry-After'] = String(resetSeconds);
  return { allowed, headers };
}

/** Forgets every counter (tests). */
export function resetRateLimits(): void {
  limiter = undefined;
  windowLimiters.clear();
}

const windowLimiters = new Map<string, RateLimiterAbstract>();

/**
 * The limiter for a named limit of `points` per `windowSeconds` (cluster-aware, see newLimiter), made once,
 * for callers that also look at, refund or clear a count (sign-in).
 */
export function windowLimiter(name: string, points: number, windowSeconds: number): RateLimiterAbstract {
  const db = limiterDb();
  const id = limitPrefix(name, points, windowSeconds);
  let named = windowLimiters.get(id);
  if (!named) {
    named = newLimiter(db, name, points, windowSeconds);
    windowLimiters.set(id, named);
  }
  return named;
}

/**
 * A stricter, named limit on top of the per-minute one (e.g. applications per IP per hour). Answers
 * null when allowed, else the seconds until the caller may try again.
 */
export async function consumeWindowLimit(name: string, key: string, points: number, windowSeconds: number): Promise<number | null> {
  try {
    await windowLimiter(name, points, windowSeconds).consume(key, 1);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  }
}
