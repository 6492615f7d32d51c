// `npm run crash`: under write load, kills the production server's processes hard (SIGKILL, primary and
// workers) several times and restarts it on the same database: the SQLite file, or with
// BENCH_DATABASE=postgres the run's PostgreSQL database (bench/postgres.ts). After each kill: PRAGMA
// integrity_check is ok (SQLite only: PostgreSQL replays its own WAL and has no such check, so it is
// skipped and the results say so), /api/health answers within 5 s of the restart, every write answered
// 2xx is in the database by its id, the writes left without an answer succeed when retried with their
// Idempotency-Key (or are said done with the answer lost), and the server serves reads and writes again.
// At the end every write is stored exactly once. Exit code 1 on any failure. Settings: WORKERS (default 2),
// CRASH_KILLS (3), CRASH_CONNECTIONS (16), CRASH_LOAD_SECONDS (5, the mean time of load before a kill),
// CRASH_EMPLOYEES (2000), BENCH_DATABASE. Writes its table to bench/results/crash-latest.md
// (crash-postgres-latest.md on PostgreSQL).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { BENCH_API_KEY, apiKeyHeaders, positiveNumber } from '../bench/config';
import { benchDatabaseKind, withReader, type DatabaseRef } from '../bench/database';
import { loadPeople } from '../bench/people';
import { ensureBuild, freePort, killHelpers, seedTempDatabase, startServer, type RunningServer, type TempDatabase } from '../bench/processes';
import { latestResultsFile, markdownTable, whenAndWhere, writeResults } from '../bench/results-files';
import { DEMO_CLIENT_ID } from '../lib/seed/seed';
import { CLAIM_LEASE_MS } from '../lib/api/idempotency';
import { waitForHealth } from './ops/health';
import { killTree } from './ops/process-tree';
import { runScript } from './ops/run-script';
import { isStored, sendWrite, WRITE_KINDS, type SentWrite, type WriteKind } from './ops/writes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (message: string) => process.stderr.write(`[crash] ${message}\n`);

process.env.WORKERS ||= '2';
const KILLS = positiveNumber('CRASH_KILLS', 3);
const CONNECTIONS = positiveNumber('CRASH_CONNECTIONS', 16);
const LOAD_SECONDS = positiveNumber('CRASH_LOAD_SECONDS', 5, { integer: false });
const EMPLOYEES = positiveNumber('CRASH_EMPLOYEES', 2000);
const HEALTH_WITHIN_MS = 5000;
const DATABASE_KIND = benchDatabaseKind();
/** What integrity_check reads where there is none to run. */
const NO_INTEGRITY_CHECK = 'skipped (PostgreSQL)';

let server: RunningServer | undefined;
let database: TempDatabase | undefined;
process.once('exit', () => {
  killHelpers();
  if (server?.pid) void killTree(server.pid);
  database?.remove();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const RUN = randomBytes(4).toString('hex');
let sent = 0;
const nextWrite = (): SentWrite => {
  const n = sent++;
  const kind = WRITE_KINDS[n % WRITE_KINDS.length] as WriteKind;
  return { kind, n, key: `crash-${RUN}-${n}` };
};

/** Keys answered 2xx (a retry's answer included) or said done with the answer lost, per kind: what the database must hold once each. */
const doneKeys = new Map<WriteKind, Set<string>>(WRITE_KINDS.map((kind) => [kind, new Set()]));

interface Answered {
  write: SentWrite;
  id: string;
}

interface LoadResult {
  answered: Answered[];
  unanswered: SentWrite[];
  unexpected: string[];
}

/** CONNECTIONS loops of writes until `stopped()`; what each request came to. */
async function writeLoad(baseUrl: string, stopped: () => boolean): Promise<LoadResult> {
  const result: LoadResult = { answered: [], unanswered: [], unexpected: [] };
  const loop = async () => {
    while (!stopped()) {
      const write = nextWrite();
      const outcome = await sendWrite(baseUrl, write);
      if ('error' in outcome) result.unanswered.push(write);
      else if (outcome.status >= 200 && outcome.status < 300 && outcome.id) result.answered.push({ write, id: outcome.id });
      else result.unexpected.push(`${write.kind.name} ${write.key}: ${outcome.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return result;
}

/** PRAGMA integrity_check of the SQLite file; PostgreSQL has no such check (it recovers from its WAL at once), so it is skipped there and says so. */
async function integrityCheck(database: DatabaseRef): Promise<string> {
  if (database.kind !== 'sqlite') return NO_INTEGRITY_CHECK;
  // A read-write connection: opening the file after a crash recovers its WAL, as the server's would.
  const db = new Database(database.file);
  try {
    return (db.pragma('integrity_check', { simple: true }) as string) ?? 'no answer';
  } finally {
    db.close();
  }
}

const integrityOk = (result: string) => result === 'ok' || result === NO_INTEGRITY_CHECK;

function missingFromDatabase(database: DatabaseRef, answered: readonly Answered[]): Promise<string[]> {
  return withReader(database, async (db) => {
    const missing: string[] = [];
    for (const a of answered) if (!(await isStored(db, a.write.kind, a.id))) missing.push(`${a.write.kind.name} ${a.id}`);
    return missing;
  });
}

interface Retried {
  answered: Answered[];
  /** Done by the killed server, but its answer was lost (the Idempotency-Key says so). */
  lost: SentWrite[];
  failed: string[];
}

/**
 * Retries each write left without an answer, with its own key and body, as a client would: a key still
 * claimed by the killed request answers "in progress" until the claim's lease ends, then runs anew, or
 * says the write was done but its answer lost.
 */
async function retry(baseUrl: string, writes: readonly SentWrite[]): Promise<Retried> {
  const result: Retried = { answered: [], lost: [], failed: [] };
  const deadline = performance.now() + CLAIM_LEASE_MS + 30_000;
  await Promise.all(
    writes.map(async (write) => {
      for (;;) {
        const outcome = await sendWrite(baseUrl, write, 30_000);
        if ('error' in outcome) return result.failed.push(`${write.kind.name} ${write.key}: ${outcome.error}`);
        if (outcome.status < 300 && outcome.id) return result.answered.push({ write, id: outcome.id });
        if (outcome.idempotency === 'answer_lost') return result.lost.push(write);
        if (outcome.idempotency !== 'in_progress' || performance.now() > deadline) return result.failed.push(`${write.kind.name} ${write.key}: ${outcome.status}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }),
  );
  return result;
}

async function servesAgain(baseUrl: string): Promise<Answered | string> {
  const read = await fetch(`${baseUrl}/api/profile/v1/detail/user/employee`, { headers: apiKeyHeaders });
  await read.arrayBuffer();
  if (read.status !== 200) return `read answered ${read.status}`;
  const write = nextWrite();
  const outcome = await sendWrite(baseUrl, write);
  if ('error' in outcome) return `write failed: ${outcome.error}`;
  return outcome.status < 300 && outcome.id ? { write, id: outcome.id } : `write answered ${outcome.status}`;
}

interface Round {
  answered: number;
  inFlight: number;
  retried: number;
  lost: number;
  integrity: string;
  healthMs: number;
  missing: string[];
  failures: string[];
}

async function start(port: number, databaseUrl: string): Promise<RunningServer> {
  return startServer({ root, port, databaseUrl, apiKey: BENCH_API_KEY });
}

async function crashRound(port: number, seeded: TempDatabase): Promise<Round> {
  const running = server;
  if (!running?.pid) throw new Error('no server to kill');
  let stop = false;
  const load = writeLoad(running.url, () => stop);
  // A random moment, so kills land at different points of the requests' work.
  await new Promise((resolve) => setTimeout(resolve, LOAD_SECONDS * 1000 * (0.5 + Math.random())));
  stop = true;
  const killed = await killTree(running.pid);
  log(`killed ${killed.length} processes (${killed.join(', ')})`);
  const { answered, unanswered, unexpected } = await load;

  const integrity = await integrityCheck(seeded.target);
  const restartedAt = performance.now();
  const starting = start(port, seeded.url);
  let healthMs: number;
  try {
    healthMs = await waitForHealth(running.url, 60_000, restartedAt);
  } catch (err) {
    // Held, so the clean-up stops it too.
    server = await starting.catch(() => undefined);
    throw err;
  }
  server = await starting;
  log(`restarted: /api/health answered after ${(healthMs / 1000).toFixed(2)} s; retrying ${unanswered.length} writes left without an answer`);

  const retried = await retry(server.url, unanswered);
  const again = await servesAgain(server.url);
  const all = [...answered, ...retried.answered, ...(typeof again === 'string' ? [] : [again])];
  for (const write of [...all.map((a) => a.write), ...retried.lost]) doneKeys.get(write.kind)?.add(write.key);
  const missing = await missingFromDatabase(seeded.target, all);

  const failures = [...unexpected.map((u) => `unexpected answer ${u}`), ...retried.failed.map((f) => `retry ${f}`)];
  if (!integrityOk(integrity)) failures.push(`integrity_check: ${integrity}`);
  if (healthMs > HEALTH_WITHIN_MS) failures.push(`health after ${(healthMs / 1000).toFixed(2)} s`);
  if (missing.length) failures.push(`${missing.length} answered writes missing: ${missing.slice(0, 5).join(', ')}`);
  if (typeof again === 'string') failures.push(`after the restart: ${again}`);
  return { answered: answered.length, inFlight: unanswered.length, retried: retried.answered.length, lost: retried.lost.length, integrity, healthMs, missing, failures };
}

/** Each kind's rows made by the run's client must be exactly the keys answered 2xx: nothing lost, nothing twice. */
function exactlyOnce(database: DatabaseRef): Promise<string[]> {
  return withReader(database, async (db) => {
    const problems: string[] = [];
    for (const kind of WRITE_KINDS) {
      const stored = await db.scalar<number>(kind.countSql, [DEMO_CLIENT_ID]);
      const keys = doneKeys.get(kind)?.size ?? 0;
      if (stored !== keys) problems.push(`${kind.name}: ${stored} stored for ${keys} writes done`);
    }
    return problems;
  });
}

async function main(): Promise<number> {
  process.chdir(root);
  const loadAverage = os.loadavg();
  log('checking the production build');
  if (await ensureBuild(root)) log('built');
  log(`seeding ${EMPLOYEES} employees into a temporary ${DATABASE_KIND === 'postgres' ? 'PostgreSQL ' : ''}database`);
  const seeded = await seedTempDatabase(root, ['--employees', String(EMPLOYEES), '--jobs', '1000'], DATABASE_KIND, log);
  database = seeded;
  log(seeded.log);
  loadPeople(seeded.file);
  const port = await freePort();
  log(`starting the production server (WORKERS=${process.env.WORKERS}, ${seeded.engine}) on 127.0.0.1:${port}`);
  server = await start(port, seeded.url);

  const rounds: Round[] = [];
  for (let kill = 1; kill <= KILLS; kill++) {
    const round = await crashRound(port, seeded);
    rounds.push(round);
    log(`kill ${kill}/${KILLS}: ${round.failures.length ? `FAILED: ${round.failures.join('; ')}` : 'ok'}`);
  }
  await server.stop();
  const finalIntegrity = await integrityCheck(seeded.target);
  const duplicatesOrLosses = await exactlyOnce(seeded.target);

  const rows = rounds.map((r, i) => [
    String(i + 1),
    String(r.answered),
    String(r.inFlight),
    `${r.retried} + ${r.lost} answer lost / ${r.inFlight}`,
    r.integrity,
    (r.healthMs / 1000).toFixed(2),
    String(r.missing.length),
    r.failures.length ? `FAIL: ${r.failures.join('; ')}` : 'PASS',
  ]);
  const table = markdownTable(['kill', 'writes answered 2xx', 'in flight at the kill', 'retried: 2xx + done, answer lost / in flight', 'integrity_check', 'health after restart (s)', 'answered but missing', 'result'], rows, new Set([1, 2, 5, 6]));
  const failures = [...rounds.flatMap((r) => r.failures), ...duplicatesOrLosses];
  if (!integrityOk(finalIntegrity)) failures.push(`final integrity_check: ${finalIntegrity}`);
  const section = [
    DATABASE_KIND === 'postgres' ? '# Crash on PostgreSQL' : '# Crash',
    '',
    '`npm run crash` (scripts/crash.ts); the method and the rules are explained in [docs/performance.md](../../docs/performance.md).',
    '',
    ...whenAndWhere(new Date(), loadAverage),
    `- Database engine: ${seeded.engine}${DATABASE_KIND === 'postgres' ? ' (BENCH_DATABASE=postgres; integrity_check is SQLite’s and is skipped: PostgreSQL replays its own WAL at restart)' : ''}`,
    `- Server: production build, WORKERS=${process.env.WORKERS}, on a database of ${EMPLOYEES} employees; ${CONNECTIONS} connections of writes (${WRITE_KINDS.map((k) => k.name).join(', ')}) with Idempotency-Keys, killed with SIGKILL (primary and workers) ${KILLS} times after ${LOAD_SECONDS} s of load on average`,
    '',
    table,
    '',
    `Afterwards: integrity_check ${finalIntegrity}; ${WRITE_KINDS.map((k) => `${doneKeys.get(k)?.size ?? 0} ${k.name}`).join(', ')} done, ` +
      `${duplicatesOrLosses.length ? duplicatesOrLosses.join('; ') : 'each stored exactly once'}.`,
    '',
    failures.length ? `Result: FAIL: ${failures.length} problem(s): ${failures.join('; ')}` : `Result: PASS (health within ${HEALTH_WITHIN_MS / 1000} s of each restart, nothing answered lost, nothing stored twice)`,
  ].join('\n');
  const file = latestResultsFile('crash', undefined, { database: DATABASE_KIND });
  writeResults(file, section);
  process.stdout.write(`\n${section}\n`);
  log(`written to ${path.relative(root, file)}`);
  return failures.length ? 1 : 0;
}

runScript(main, () => ({ server, database }), log);
