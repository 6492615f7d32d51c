// Settings for `npm run bench`, from the environment (all optional).
import { randomBytes } from 'node:crypto';

export interface BenchConfig {
  /** Concurrent connections autocannon keeps open (BENCH_CONNECTIONS, default 10). */
  connections: number;
  /** Seconds per measured round of one scenario (BENCH_DURATION, default 5). */
  duration: number;
  /** Measured rounds per scenario; the report quotes medians over them (BENCH_ROUNDS, default 5). */
  rounds: number;
  /** Seconds of unmeasured load per scenario before the first round (BENCH_WARMUP, default 2; 0 skips it). */
  warmup: number;
  /** Employees in the seeded database (BENCH_EMPLOYEES, default 20000: the large profile). */
  employees: number;
  /** Open jobs on the career portal in the seeded database (BENCH_JOBS, default 100000). */
  jobs: number;
  /** Jobs in the second, small database that `database: 'small'` scenarios run against (BENCH_SMALL_JOBS, default 1000). */
  smallJobs: number;
  /** Only scenarios whose name matches this case-insensitive regular expression (BENCH_ONLY); the baseline always runs. */
  only: RegExp | undefined;
}

export function positiveNumber(name: string, fallback: number, { integer = true, allowZero = false } = {}): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  const ok = Number.isFinite(value) && (allowZero ? value >= 0 : value > 0) && (!integer || Number.isInteger(value));
  if (!ok) throw new Error(`${name} must be a ${integer ? 'whole ' : ''}number ${allowZero ? '>= 0' : '> 0'} (got ${JSON.stringify(raw)})`);
  return value;
}

export function readConfig(): BenchConfig {
  const only = process.env.BENCH_ONLY?.trim();
  return {
    connections: positiveNumber('BENCH_CONNECTIONS', 10),
    duration: positiveNumber('BENCH_DURATION', 5, { integer: false }),
    rounds: positiveNumber('BENCH_ROUNDS', 5),
    warmup: positiveNumber('BENCH_WARMUP', 2, { integer: false, allowZero: true }),
    employees: positiveNumber('BENCH_EMPLOYEES', 20_000),
    jobs: positiveNumber('BENCH_JOBS', 100_000),
    smallJobs: positiveNumber('BENCH_SMALL_JOBS', 1_000),
    only: only ? new RegExp(only, 'i') : undefined,
  };
}

/** People (the first ones) whose month the attendance list scenario reads (BENCH_ATTENDANCE_PEOPLE, default 2000); everyone has a year of punches. */
export const BENCH_ATTENDANCE_PEOPLE = positiveNumber('BENCH_ATTENDANCE_PEOPLE', 2000);

/** The baseline runs again before every this many endpoints in each round; each endpoint's ratio is to the latest. */
export const BASELINE_EVERY = 4;

/** The demo API key the benchmark server is started with (DEMO_API_KEY); fresh every run. */
export const BENCH_API_KEY = `hrk_bench_${randomBytes(18).toString('base64url')}`;

/** The headers an API-key-authenticated scenario sends. */
export const apiKeyHeaders: Readonly<Record<string, string>> = { 'X-API-Key': BENCH_API_KEY };
