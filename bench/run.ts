// `npm run bench`: builds if needed, starts the production server on a freshly seeded database, drives each scenario
// with autocannon on loopback (interleaved with the baseline, round after round) and reports medians and ratios.
// Exit code 1 when any target fails. Settings: see bench/config.ts; scenarios: bench/scenarios.ts. BENCH_DATABASE=postgres
// runs the server on PostgreSQL (BENCH_POSTGRES_URL, else TEST_POSTGRES_URL; bench/postgres.ts) with issue 31's targets.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TASKS } from './tasks';
import { benchDatabaseKind } from './database';
import { BASELINE_EVERY, BENCH_API_KEY, readConfig } from './config';
import { latestResultsFile, RESULTS_DIR, writeResults } from './results-files';
import { loadPools, poolSizes } from './pools';
import { orgDate } from '../lib/time';
import { measure, preflight, requestPath, type RoundResult } from './load';
import { ensureBuild, freePort, killHelpers, seedTempDatabase, startServer, type RunningServer, type TempDatabase } from './processes';
import { cpuMilliseconds, processTree } from '../scripts/ops/process-tree';
import { loadPeople } from './people';
import { careersEtagHeaders, learnCareersEtag } from './careers';
import { pageVisitorHeaders, signInPageVisitor } from './pages';
import { applyRelativeTargets, renderReport, summarize, withCheck } from './report';
import { BASELINE, SCENARIOS, scenariosOn, type Answers, type CheckResult, type Scenario } from './scenarios';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseKind = benchDatabaseKind();
// A full run (every scenario) is the one docs/performance.md links; a BENCH_ONLY run goes to a file of its
// own, so a subset never replaces the full results; each database has its own pair.
const fullResultsFile = latestResultsFile('bench', RESULTS_DIR, { database: databaseKind });
const partialResultsFile = latestResultsFile('bench', RESULTS_DIR, { database: databaseKind, partial: true });

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** A production server on its own freshly seeded database. */
interface Stack {
  server?: RunningServer;
  database?: TempDatabase;
}
const stacks: Stack[] = [];

async function cleanUp(): Promise<void> {
  killHelpers();
  for (const stack of stacks.splice(0)) {
    await stack.server?.stop();
    stack.database?.remove();
  }
}

const SETTLE_MS = 1000;

/**
 * A pause after a writing scenario: its aftermath (WAL checkpoint, garbage collection) would otherwise
 * slow whichever scenario comes next, the baseline included, and skew that one's ratio.
 */
async function settleAfterWrites(scenario: Scenario): Promise<void> {
  if (scenario.method !== 'GET') await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

async function startStack(root: string, seedArgs: readonly string[]): Promise<RunningServer> {
  const stack: Stack = {};
  stacks.push(stack);
  log(`seeding ${seedArgs.join(' ')} into a temporary ${databaseKind === 'postgres' ? 'PostgreSQL database' : 'database'} (kept in .bench-cache/ for later runs)`);
  const seeded = await seedTempDatabase(root, seedArgs, databaseKind);
  stack.database = seeded;
  log(seeded.log);
  const port = await freePort();
  log(`starting the production server on 127.0.0.1:${port} (${seeded.engine})`);
  stack.server = await startServer({ root, port, databaseUrl: seeded.url, apiKey: BENCH_API_KEY });
  return stack.server;
}

/** Another server on an existing stack's database (a task's), stopped and cleaned up with the others. */
async function startExtraServer(database: TempDatabase, workers: number): Promise<RunningServer> {
  const stack: Stack = {};
  stacks.push(stack);
  const port = await freePort();
  log(`starting another production server (WORKERS=${workers}) on 127.0.0.1:${port}`);
  stack.server = await startServer({ root, port, databaseUrl: database.url, apiKey: BENCH_API_KEY, workers });
  return stack.server;
}

// Ctrl-C / kill: stop the server and remove the database before leaving; `exit` is the synchronous last resort.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
process.once('exit', () => {
  killHelpers();
  for (const stack of stacks) {
    stack.server?.killNow();
    stack.database?.remove();
  }
});

function formatRound(result: RoundResult): string {
  const statuses = Object.entries(result.statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  return `${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, server CPU ${result.serverCpuMs?.toFixed(2)} ms/req, ${result.errors} errors [${statuses || 'no responses'}]`;
}

async function main(): Promise<number> {
  process.chdir(root);
  const config = readConfig();
  const only = config.only;
  // On PostgreSQL the targets are issue 31's (bench/scenarios.ts, targetOn).
  const scenarios: Scenario[] = scenariosOn(
    SCENARIOS.filter((s) => !only || only.test(s.name)),
    databaseKind,
  );
  if (scenarios.length === 0) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} matches no scenario`);
  const loadAverageAtStart = os.loadavg();

  const notes: string[] = [];
  log('checking the production build');
  if (await ensureBuild(root)) log('built');

  // Issue 10's large data: a year of punches and of leave for everyone, two financial years of payslips.
  const main = await startStack(root, ['--profile', 'large', '--employees', String(config.employees), '--jobs', String(config.jobs)]);
  const mainDatabase = stacks[0]?.database;
  if (!mainDatabase) throw new Error('no database for the main server');
  // Read from the seeded SQLite file on either database: it holds what the server's database held at the start.
  loadPeople(mainDatabase.file);
  loadPools(mainDatabase.file, orgDate());
  // Pages take a session cookie, not an API key: sign in once, as a browser would.
  if (scenarios.some((s) => s.headers === pageVisitorHeaders)) await signInPageVisitor(main.url);
  // A CDN revalidating /careers sends the ETag it holds: learn it as one would.
  if (scenarios.some((s) => s.headers === careersEtagHeaders)) await learnCareersEtag(main.url);
  notes.push(`pools for the write scenarios: ${poolSizes()}`);
  // The second server exists only to compare a scenario's latency at a small size with the full one.
  const small = scenarios.some((s) => s.database === 'small') ? await startStack(root, ['--employees', String(config.employees), '--jobs', String(config.smallJobs)]) : undefined;
  const serverFor = (scenario: Scenario) => (scenario.database === 'small' && small ? small : main);
  const urlFor = (scenario: Scenario) => serverFor(scenario).url;

  // Answers per scenario, preflight and warm-up included: what a database check afterwards compares with.
  const answers = new Map<Scenario, Answers>();
  const countOk = (scenario: Scenario, result: Pick<RoundResult, 'statuses' | 'unanswered'>) => {
    const soFar = answers.get(scenario) ?? { ok: 0, unanswered: 0 };
    const ok = Object.entries(result.statuses).reduce((n, [code, count]) => n + (code.startsWith('2') ? count : 0), 0);
    answers.set(scenario, { ok: soFar.ok + ok, unanswered: soFar.unanswered + result.unanswered });
  };
  const all = [BASELINE, ...scenarios];
  for (const scenario of all) {
    const check = await preflight(urlFor(scenario), scenario);
    countOk(scenario, { statuses: { [check.status]: 1 }, unanswered: 0 });
    if (!check.ok) {
      const note = `${scenario.name}: a single ${scenario.method} ${requestPath(scenario)} answered ${check.status}: ${check.snippet}`;
      notes.push(note);
      log(`WARNING ${note}`);
      // What the server said about it (a 500's stack), for whoever reads the run's output.
      if (check.status >= 500) log(`server output (last lines):\n${serverFor(scenario).recentOutput()}`);
    }
  }

  const load = { connections: config.connections, duration: config.duration };
  if (config.warmup > 0) {
    for (const scenario of all) {
      log(`warm-up ${config.warmup} s: ${scenario.name}`);
      const during = await scenario.during?.(urlFor(scenario), serverFor(scenario).pid);
      countOk(scenario, await measure(urlFor(scenario), scenario, { ...load, duration: config.warmup }));
      await during?.stop();
      await settleAfterWrites(scenario);
    }
  }

  const rounds = new Map<Scenario, RoundResult[]>(all.map((s) => [s, []]));
  const runRound = async (round: number, scenario: Scenario, baselineRps?: number) => {
    // The server's own CPU per request tells a dearer request from a slower minute of the machine.
    const server = serverFor(scenario);
    const serverProcesses = server.pid ? processTree(server.pid) : [];
    const cpuBefore = cpuMilliseconds(serverProcesses);
    const during = await scenario.during?.(server.url, server.pid);
    const measured = await measure(server.url, scenario, load);
    await during?.stop();
    const serverCpuMs = measured.responses > 0 ? (cpuMilliseconds(serverProcesses) - cpuBefore) / measured.responses : Number.NaN;
    const result: RoundResult = { ...measured, baselineRps, serverCpuMs };
    await settleAfterWrites(scenario);
    countOk(scenario, result);
    rounds.get(scenario)?.push(result);
    log(`round ${round}/${config.rounds} ${scenario.name}: ${formatRound(result)}`);
    return result;
  };
  for (let round = 1; round <= config.rounds; round++) {
    // The baseline runs again before every few endpoints, so each is compared with the machine's pace of the same minute.
    let baselineRps = 0;
    for (const [i, scenario] of scenarios.entries()) {
      if (i % BASELINE_EVERY === 0) baselineRps = (await runRound(round, BASELINE)).rps;
      await runRound(round, scenario, baselineRps);
    }
  }
  const tasks = TASKS.filter((t) => !only || only.test(t.name));
  const taskResults = [];
  for (const task of tasks) {
    log(`task: ${task.name}`);
    const result = await task.run({
      baseUrl: main.url,
      database: mainDatabase.target,
      kind: databaseKind,
      config,
      startServer: ({ workers }) => startExtraServer(mainDatabase, workers),
    });
    if (result.seconds > task.maxSeconds) result.failures.push(`took ${result.seconds.toFixed(1)} s, more than ${task.maxSeconds} s`);
    log(`task: ${result.facts}${result.failures.length ? ` FAILED: ${result.failures.join('; ')}` : ''}`);
    taskResults.push({ task, result });
  }
  // The checks read the database the server wrote: the SQLite file, or the run's PostgreSQL clone.
  const checks = new Map<Scenario, CheckResult>();
  for (const s of scenarios) if (s.verify) checks.set(s, await s.verify.check(mainDatabase.target, answers.get(s) ?? { ok: 0, unanswered: 0 }));
  for (const [scenario, check] of checks) notes.push(`${scenario.name}, afterwards: ${check.facts}`);
  await cleanUp();

  const baselineRounds = rounds.get(BASELINE) ?? [];
  const baselineSummary = { ...summarize(BASELINE, baselineRounds), ratio: 1 };
  const summaries = applyRelativeTargets([baselineSummary, ...scenarios.map((s) => summarize(s, rounds.get(s) ?? []))]).map((s) =>
    withCheck(s, checks.get(s.scenario)?.failures ?? []),
  );

  const report = renderReport({
    date: new Date(),
    config,
    engine: mainDatabase.engine,
    loadAverageAtStart,
    summaries,
    baseline: baselineSummary,
    tasks: taskResults,
    notes,
  });
  const resultsFile = only ? partialResultsFile : fullResultsFile;
  writeResults(resultsFile, report);
  process.stdout.write(`\n${report}`);
  log(`written to ${path.relative(root, resultsFile)}`);
  return summaries.some((s) => s.verdict === 'FAIL') || taskResults.some((t) => t.result.failures.length) ? 1 : 0;
}

main()
  .then(
    (code) => {
      process.exitCode = code;
    },
    async (err: unknown) => {
      log(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      for (const { server } of stacks) if (server) log(`server output (last lines):\n${server.recentOutput()}`);
      await cleanUp();
      process.exitCode = 2;
    },
  )
  .finally(() => cleanUp());
