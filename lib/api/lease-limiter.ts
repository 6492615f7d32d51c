import 'server-only';
import type pg from 'pg';

/**
 * The largest share of the remaining budget one claim takes (1/LEASE_SHARE), and the most it takes
 * whatever the budget. A lease is what another process may be left holding when this one runs dry
 * (see LeaseLimiter): the share keeps that small next to what is left, so leases shrink as the budget
 * does and are 1 below 2 * LEASE_SHARE remaining; the cap keeps it small in absolute terms under a huge
 * limit.
 */
const LEASE_SHARE = 8;
const MAX_LEASE = 1000;
/** How often (at most) a process deletes the rows of windows that have ended, so callers seen once do not pile up. */
const CLEANUP_MS = 5 * 60_000;

/** The database's clock in epoch milliseconds: one clock for every machine, whatever theirs say. */
const DB_NOW = `(extract(epoch FROM clock_timestamp()) * 1000)::bigint`;

/**
 * Takes `want` units from the caller's row of rate_limits in one statement, starting a new window when
 * the row's has ended. `points` counts every unit asked in the window, granted or not, as
 * rate-limiter-flexible's RateLimiterPostgres counts refused requests: the claims' ranges then tile
 * 0..points, so the units granted are those of this claim's range below the limit, and no more than
 * the limit is granted in all, whoever claims. Same row, key and meaning as RateLimiterPostgres's, so
 * processes of the previous release share the budget while a deployment rolls.
 */
const CLAIM = `
  WITH now AS (SELECT ${DB_NOW} AS ms)
  INSERT INTO rate_limits AS r (key, points, expire)
  SELECT $1, $2, ms + $3 FROM now
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN r.expire > (SELECT ms FROM now) THEN r.points + $2 ELSE $2 END,
    expire = CASE WHEN r.expire > (SELECT ms FROM now) THEN r.expire ELSE EXCLUDED.expire END
  RETURNING points, expire - (SELECT ms FROM now) AS ms_left`;

interface ClaimRow {
  points: number;
  /** A bigint: a string unless node-postgres's global parser makes it a number (db/client.ts does). */
  ms_left: string | number;
}

const CLEANUP = `DELETE FROM rate_limits WHERE starts_with(key, $1) AND expire < ${DB_NOW}`;

export interface Admission {
  allowed: boolean;
  /** Units this process holds plus what the database had left at its last claim (0 when refused). */
  remaining: number;
  msBeforeNext: number;
}

/** What a process knows of one caller's window. */
interface Caller {
  /** performance.now() by which the window has surely ended (measured from before the claim was sent). */
  windowEnd: number;
  /** Units claimed and not yet used: requests this process admits without asking the database. */
  lease: number;
  /** What the database had not yet handed out at this process's last claim in the window. */
  left: number;
  /** The claim in flight, which requests arriving meanwhile wait for instead of claiming too. */
  claiming?: Promise<void>;
  /** Requests waiting for a claim: the least the next claim asks for. */
  waiting: number;
}

/**
 * `points` requests per `durationSeconds` window per caller, one budget across every process and machine
 * on one PostgreSQL, counted in memory: a process claims a lease (a share of the caller's remaining
 * budget) in one statement, admits requests from it without the database, and claims again when it is
 * used up; once a claim finds nothing left it refuses locally until the window ends.
 *
 * Never more than `points` are admitted in a window. Fewer may be: a process's unused lease expires with
 * the window, so a caller may be refused while at most (processes - 1) * min(MAX_LEASE, remaining /
 * LEASE_SHARE at their claims) units sit unused in other processes' leases. Under 2 * LEASE_SHARE
 * remaining, a claim asks only for the requests waiting on it, and the count is exact.
 */
export class LeaseLimiter {
  private readonly callers = new Map<string, Caller>();
  private nextCleanup = performance.now() + CLEANUP_MS;

  constructor(
    private readonly pool: pg.Pool,
    private readonly keyPrefix: string,
    private readonly points: number,
    private readonly durationSeconds: number,
  ) {}

  /** Admits or refuses one request of `key`. */
  async consume(key: string): Promise<Admission> {
    const caller = this.caller(key);
    for (;;) {
      const now = performance.now();
      if (now >= caller.windowEnd) caller.lease = 0;
      if (caller.lease > 0) {
        caller.lease -= 1;
        return { allowed: true, remaining: caller.lease + caller.left, msBeforeNext: caller.windowEnd - now };
      }
      if (now < caller.windowEnd && caller.left === 0) return { allowed: false, remaining: 0, msBeforeNext: caller.windowEnd - now };
      caller.waiting += 1;
      try {
        await (caller.claiming ??= this.claim(key, caller));
      } finally {
        caller.waiting -= 1;
      }
    }
  }

  private caller(key: string): Caller {
    let caller = this.callers.get(key);
    if (!caller) {
      caller = { windowEnd: -Infinity, lease: 0, left: this.points, waiting: 0 };
      this.callers.set(key, caller);
    }
    return caller;
  }

  private async claim(key: string, caller: Caller): Promise<void> {
    const sent = performance.now();
    const left = sent < caller.windowEnd ? caller.left : this.points;
    const want = Math.min(MAX_LEASE, Math.max(1, caller.waiting, Math.floor(left / LEASE_SHARE)));
    try {
      const { rows } = await this.pool.query<ClaimRow>({
        name: 'rate-limit-claim',
        text: CLAIM,
        values: [`${this.keyPrefix}:${key}`, want, this.durationSeconds * 1000],
      });
      // An upsert answers its one row.
      const row = rows[0] as ClaimRow;
      const asked = row.points;
      const msLeft = Number(row.ms_left);
      caller.lease = Math.min(want, Math.max(0, this.points - asked + want));
      caller.left = Math.max(0, this.points - asked);
      caller.windowEnd = sent + msLeft;
    } finally {
      caller.claiming = undefined;
    }
    this.forgetEnded(sent);
  }

  /** Drops what is known of windows that have ended, here and (every CLEANUP_MS) in the database. */
  private forgetEnded(now: number): void {
    if (now < this.nextCleanup) return;
    this.nextCleanup = now + CLEANUP_MS;
    for (const [key, caller] of this.callers) {
      if (caller.windowEnd <= now && !caller.claiming && caller.waiting === 0) this.callers.delete(key);
    }
    // Only housekeeping: a row left behind is reset by the next claim of its caller.
    this.pool.query(CLEANUP, [`${this.keyPrefix}:`]).catch(() => undefined);
  }
}
