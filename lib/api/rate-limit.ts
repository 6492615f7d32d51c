import 'server-only';
import cluster from 'node:cluster';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getDb, isPostgres, postgresPool, type Db } from '@/db/client';

const WINDOW_SECONDS = 60;

let limiter: RateLimiterAbstract | undefined;
let limiterPoints = 0;

export function rateLimitPerMinute(): number {
  const configured = Number(process.env.RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : 300;
}

/**
 * Where a limit is counted, so that a principal has one budget however its requests are spread. On
 * PostgreSQL, in the database (the rate_limits table of db/migrations-pg), shared by every process and
 * machine. On SQLite (one machine), in this process, or, in a worker of several (server.ts with
 * WORKERS > 1), by the primary over IPC. The key prefix names the limit's settings: one counter set per
 * prefix.
 */
function newLimiter(db: Db, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const opts = { keyPrefix: `${keyPrefix}:${points}:${duration}`, points, duration };
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

function currentLimiter(): RateLimiterAbstract {
  const db = limiterDb();
  const points = rateLimitPerMinute();
  if (!limiter || limiterPoints !== points) {
    limiter = newLimiter(db, 'minute', points, WINDOW_SECONDS);
    limiterPoints = points;
  }
  return limiter;
}
export interface RateLimitOutcome {
  allowed: boolean;
  headers: Record<string, string>;
}

/** Counts one request for `key` and returns the RateLimit headers every answer carries. */
export async function consumeRateLimit(key: string): Promise<RateLimitOutcome> {
  const points = rateLimitPerMinute();
  let res: RateLimiterRes;
  let allowed = true;
  try {
    res = await currentLimiter().consume(key, 1);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    res = rejection;
    allowed = false;
  }
  const resetSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(points),
    'RateLimit-Remaining': String(Math.max(0, res.remainingPoints)),
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
  const id = `${name}:${points}:${windowSeconds}`;
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
