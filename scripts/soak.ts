// `npm run soak`: on a freshly seeded database (as the bench seeds it) and the production server
// (WORKERS from the environment), measures the maximum throughput of a mixed traffic (70% reads, 30%
// writes; scripts/ops/mix.ts) for SOAK_MAX_SECONDS (20), then runs the mix at 80% of it for SOAK_MINUTES
// (10) after a warm-up: at least SOAK_WARMUP_MINUTES (2), and long enough for each read of the mix to go
// once through every seeded person, as the per-person caches then hold their working set. Every 30 s it
// prints req/s, p50, p99, errors and the resident memory of all the server's processes; at the end it
// checks zero errors, a steady p99 and memory growth under 10% after the warm-up, writes the table to
// bench/results/soak-latest.md (soak-postgres-latest.md with BENCH_DATABASE=postgres: the server on a
// PostgreSQL clone of the seed, bench/postgres.ts) and exits 1 on a failure. Other settings: SOAK_CONNECTIONS (10),
// SOAK_EMPLOYEES (10000), SOAK_JOBS (100000).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_API_KEY, BENCH_ATTENDANCE_PEOPLE, positiveNumber } from '../bench/config';
import { benchDatabaseKind } from '../bench/database';
import { loadPeople, peopleCount } from '../bench/people';
import { ensureBuild, freePort, killHelpers, seedTempDatabase, startServer, type RunningServer, type TempDatabase } from '../bench/processes';
import { percentile } from '../bench/stats';
import { MIX_READS, mixSlots, READ_SHARE } from './ops/mix';
import { processTree, residentBytes } from './ops/process-tree';
import { judgeSoak, mb, P99_FACTOR, P99_SLACK_MS, MAX_MEMORY_GROWTH, type SoakWindow } from './ops/soak-verdict';
import { latestResultsFile, markdownTable, whenAndWhere, writeResults } from '../bench/results-files';
import { runScript } from './ops/run-script';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (message: string) => process.stderr.write(`[soak] ${message}\n`);

const MINUTES = positiveNumber('SOAK_MINUTES', 10, { integer: false });
const WARMUP_MINUTES = positiveNumber('SOAK_WARMUP_MINUTES', 2, { integer: false });
const MAX_SECONDS = positiveNumber('SOAK_MAX_SECONDS', 20, { integer: false });
const CONNECTIONS = positiveNumber('SOAK_CONNECTIONS', 10);
const EMPLOYEES = positiveNumber('SOAK_EMPLOYEES', 10_000);
const JOBS = positiveNumber('SOAK_JOBS', 100_000);
const WINDOW_SECONDS = 30;
const SHARE_OF_MAX = 0.8;
const DATABASE_KIND = benchDatabaseKind();

let server: RunningServer | undefined;
let database: TempDatabase | undefined;
process.once('exit', () => {
  killHelpers();
  server?.killNow();
  database?.remove();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

interface MixTotals {
  responses: number;
  errors: number;
  seconds: number;
}

/**
 * The mix for `seconds` (at `rate` req/s overall, or as fast as it goes); every WINDOW_SECONDS the
 * window's figures and the server's memory go to `onWindow`. A last piece shorter than a window
 * (autocannon's rounding) counts in the totals only.
 */
async function runMix(baseUrl: string, seconds: number, rate: number | undefined, onWindow: (window: SoakWindow) => void): Promise<MixTotals> {
  const slots = mixSlots();
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    ...(rate ? { overallRate: rate } : {}),
    requests: slots.map((next) => ({ setupRequest: (request: autocannon.Request) => ({ ...request, ...next() }) })),
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  const started = performance.now();
  const totals: MixTotals = { responses: 0, errors: 0, seconds: 0 };
  const empty = (): SoakWindow => ({ at: 0, responses: 0, latencies: [], errors: 0, statuses: {}, rss: 0 });
  let current = empty();
  instance.on('response', (_client, status, _bytes, responseTime) => {
    current.responses++;
    current.latencies.push(responseTime);
    totals.responses++;
    if (status < 200 || status >= 300) {
      current.errors++;
      current.statuses[status] = (current.statuses[status] ?? 0) + 1;
      totals.errors++;
    }
  });
  instance.on('reqError', (err: unknown) => {
    current.errors++;
    const reason = err instanceof Error ? err.message : 'request error';
    current.statuses[reason] = (current.statuses[reason] ?? 0) + 1;
    totals.errors++;
  });
  const timer = setInterval(() => {
    const done = current;
    current = empty();
    done.at = Math.round((performance.now() - started) / 1000);
    done.rss = server?.pid ? residentBytes(processTree(server.pid)) : 0;
    onWindow(done);
  }, WINDOW_SECONDS * 1000);
  await instance;
  clearInterval(timer);
  totals.seconds = (performance.now() - started) / 1000;
  return totals;
}

const reqPerSecond = (w: SoakWindow) => w.responses / WINDOW_SECONDS;
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const ms = (latencies: readonly number[], p: number) => percentile(latencies, p).toFixed(1);
const describe = (w: SoakWindow) =>
  `${clock(w.at)}  ${Math.round(reqPerSecond(w))} req/s  p50 ${ms(w.latencies, 50)} ms  p99 ${ms(w.latencies, 99)} ms  ${w.errors} errors${w.errors ? ` (${JSON.stringify(w.statuses)})` : ''}  RSS ${mb(w.rss)} MB`;

async function main(): Promise<number> {
  process.chdir(root);
  if (MINUTES < 2) throw new Error('SOAK_MINUTES must be at least 2');
  const loadAverage = os.loadavg();
  log('checking the production build');
  if (await ensureBuild(root)) log('built');
  log(`seeding ${EMPLOYEES} employees and ${JOBS} jobs into a temporary database`);
  const seeded = await seedTempDatabase(
    root,
    ['--employees', String(EMPLOYEES), '--jobs', String(JOBS), '--attendance-people', String(BENCH_ATTENDANCE_PEOPLE), '--attendance-days', '365'],
    DATABASE_KIND,
    log,
  );
  database = seeded;
  log(seeded.log);
  loadPeople(database.file);
  const port = await freePort();
  const workers = process.env.WORKERS || '1';
  log(`starting the production server (WORKERS=${workers}, ${seeded.engine}) on 127.0.0.1:${port}`);
  server = await startServer({ root, port, databaseUrl: seeded.url, apiKey: BENCH_API_KEY });

  log(`measuring the mix's maximum for ${MAX_SECONDS} s`);
  const max = await runMix(server.url, MAX_SECONDS, undefined, () => {});
  const maxRps = max.responses / max.seconds;
  const rate = Math.max(1, Math.round(SHARE_OF_MAX * maxRps));
  // Each read kind takes the next person per request (scripts/ops/mix.ts): one pass over everyone takes
  // this long at the soak's rate. Before it ends, memory grows with the caches of people not yet read.
  const readsPerKindPerSecond = (rate * READ_SHARE) / MIX_READS.length;
  const warmupWindows = Math.ceil(Math.max(WARMUP_MINUTES * 60, peopleCount() / readsPerKindPerSecond) / WINDOW_SECONDS);
  log(`maximum ${Math.round(maxRps)} req/s (${max.errors} errors); soaking at ${rate} req/s: ${clock(warmupWindows * WINDOW_SECONDS)} warm-up, then ${MINUTES} min`);

  const windows: SoakWindow[] = [];
  await runMix(server.url, warmupWindows * WINDOW_SECONDS + MINUTES * 60 + 1, rate, (w) => {
    windows.push(w);
    log(describe(w));
  });
  await server.stop();
  server = undefined;

  const verdict = judgeSoak(windows, warmupWindows);
  if (max.errors > 0) verdict.failures.push(`${max.errors} errors while measuring the maximum`);
  const section = renderSection({ workers, engine: seeded.engine, maxRps, rate, windows, warmupWindows, verdict, loadAverage });
  const file = latestResultsFile('soak', undefined, { database: DATABASE_KIND });
  writeResults(file, section);
  process.stdout.write(`\n${section}\n`);
  log(`written to ${path.relative(root, file)}`);
  return verdict.failures.length ? 1 : 0;
}

interface SectionInput {
  workers: string;
  engine: string;
  maxRps: number;
  rate: number;
  windows: readonly SoakWindow[];
  warmupWindows: number;
  verdict: ReturnType<typeof judgeSoak>;
  loadAverage: readonly number[];
}

function renderSection({ workers, engine, maxRps, rate, windows, warmupWindows, verdict, loadAverage }: SectionInput): string {
  const rows = windows.map((w, i) => [
    clock(w.at),
    String(Math.round(reqPerSecond(w))),
    ms(w.latencies, 50),
    ms(w.latencies, 99),
    String(w.errors),
    mb(w.rss),
    i < warmupWindows ? 'warm-up' : '',
  ]);
  return [
    DATABASE_KIND === 'postgres' ? '# Soak on PostgreSQL' : '# Soak',
    '',
    '`npm run soak` (scripts/soak.ts); the method and the rules are explained in [docs/performance.md](../../docs/performance.md).',
    '',
    ...whenAndWhere(new Date(), loadAverage),
    `- Database engine: ${engine}`,
    `- Server: production build, server.ts with WORKERS=${workers}, on a database of ${EMPLOYEES} employees and ${JOBS} jobs (scripts/seed.ts, as the bench seeds it)`,
    `- Traffic: autocannon on loopback, ${CONNECTIONS} connections, 7 reads for 3 writes (profile, directory, career portal, leave balance and history, attendance month, payroll periods, Form 16, referral search, inbox; punch, leave apply, notify)`,
    `- Maximum of the mix over ${MAX_SECONDS} s: ${Math.round(maxRps)} req/s; soak at ${Math.round(SHARE_OF_MAX * 100)}% of it (${rate} req/s): ${clock(warmupWindows * WINDOW_SECONDS)} of warm-up (each read kind once through all ${peopleCount()} people, at least ${WARMUP_MINUTES} minutes), then ${MINUTES} minutes measured`,
    '',
    markdownTable(['time', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'RSS MB (all processes)', ''], rows, new Set([1, 2, 3, 4, 5])),
    '',
    `- Errors: ${verdict.errors} (target 0)`,
    `- p99: ${verdict.firstP99.toFixed(1)} ms in the first minute after warm-up, ${verdict.lastP99.toFixed(1)} ms in the last (target: at most ${P99_FACTOR}× or ${P99_SLACK_MS} ms more)`,
    `- Memory: peak ${mb(verdict.firstHalfPeakRss)} MB in the first half after warm-up, ${mb(verdict.secondHalfPeakRss)} MB in the second, ${(verdict.memoryGrowth * 100).toFixed(1)}% (target under ${MAX_MEMORY_GROWTH * 100}%)`,
    `- Result: ${verdict.failures.length ? `FAIL: ${verdict.failures.join('; ')}` : 'PASS'}`,
    '',
  ].join('\n');
}

runScript(main, () => ({ server, database }), log);
