// Turns per-round results into verdicts and a Markdown report.
import { BASELINE_EVERY, type BenchConfig } from './config';
import type { RoundResult } from './load';
import { BASELINE, type Scenario, type Target } from './scenarios';
import type { Task, TaskResult } from './tasks';
import { median, sum } from './stats';
import { markdownTable, whenAndWhere } from './results-files';

export type Verdict = 'PASS' | 'FAIL' | '—';

export interface Summary {
  scenario: Scenario;
  rounds: RoundResult[];
  /** Medians over rounds. */
  rps: number;
  p50: number;
  p99: number;
  serverCpuMs: number;
  /** Total over rounds. */
  errors: number;
  /** Median over rounds of req/s over the baseline's req/s in the same round. */
  ratio: number;
  verdict: Verdict;
  failures: string[];
}

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
// A miss by less than half a point would read "70% < 70%" in whole percent.
const precisePercent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** maxErrors defaults to 0 as soon as a scenario has a target. */
function errorBudget(target: Target): number {
  return target.maxErrors ?? 0;
}

export function describeTarget(target: Target | undefined): string {
  if (!target) return '—';
  const parts: string[] = [];
  if (target.minRatio !== undefined) parts.push(`≥ ${percent(target.minRatio)} of baseline`);
  if (target.minRps !== undefined) parts.push(`≥ ${target.minRps} req/s`);
  if (target.maxP50Ms !== undefined) parts.push(`p50 ≤ ${target.maxP50Ms} ms`);
  if (target.maxP99Ms !== undefined) parts.push(`p99 ≤ ${target.maxP99Ms} ms`);
  if (target.maxP50Of !== undefined) parts.push(`p50 ≤ ${target.maxP50Of.factor}× ${target.maxP50Of.of}`);
  if (target.minRpsOf !== undefined) parts.push(`req/s ≥ ${target.minRpsOf.factor}× ${target.minRpsOf.of}`);
  const budget = errorBudget(target);
  parts.push(budget === 0 ? '0 errors' : `≤ ${budget} errors`);
  return parts.join(', ');
}

/**
 * The ratio is the median of the per-round ratios, each round against the baseline measured shortly
 * before it (RoundResult.baselineRps): pairing cancels the machine's slower and faster minutes, which a
 * ratio of the two medians does not.
 */
export function summarize(scenario: Scenario, rounds: RoundResult[]): Summary {
  const rps = median(rounds.map((r) => r.rps));
  const p50 = median(rounds.map((r) => r.p50));
  const p99 = median(rounds.map((r) => r.p99));
  const serverCpuMs = median(rounds.map((r) => r.serverCpuMs ?? Number.NaN));
  const errors = sum(rounds.map((r) => r.errors));
  const ratios = rounds.flatMap((r) => (r.baselineRps && r.baselineRps > 0 ? [r.rps / r.baselineRps] : []));
  const ratio = ratios.length ? median(ratios) : Number.NaN;
  const failures: string[] = [];
  const { target } = scenario;
  if (target) {
    if (target.minRatio !== undefined && !(ratio >= target.minRatio)) failures.push(`ratio ${precisePercent(ratio)} < ${percent(target.minRatio)}`);
    if (target.minRps !== undefined && !(rps >= target.minRps)) failures.push(`${Math.round(rps)} req/s < ${target.minRps}`);
    if (target.maxP50Ms !== undefined && !(p50 <= target.maxP50Ms)) failures.push(`p50 ${p50} ms > ${target.maxP50Ms} ms`);
    if (target.maxP99Ms !== undefined && !(p99 <= target.maxP99Ms)) failures.push(`p99 ${p99} ms > ${target.maxP99Ms} ms`);
    if (errors > errorBudget(target)) failures.push(`${errors} errors (${describeStatuses(scenario, rounds)})`);
  }
  return { scenario, rounds, rps, p50, p99, serverCpuMs, errors, ratio, verdict: target ? (failures.length ? 'FAIL' : 'PASS') : '—', failures };
}

/** Targets relative to another scenario's figures, checked once every scenario is summarised. */
export function applyRelativeTargets(summaries: readonly Summary[]): Summary[] {
  const find = (name: string) => summaries.find((o) => o.scenario.name === name);
  return summaries.map((s) => {
    const failures: string[] = [];
    const p50Of = s.scenario.target?.maxP50Of;
    if (p50Of) {
      const other = find(p50Of.of);
      if (!other) failures.push(`no results for "${p50Of.of}" to compare p50 with`);
      else if (!(s.p50 <= p50Of.factor * other.p50)) failures.push(`p50 ${ms(s.p50)} ms > ${p50Of.factor} × ${ms(other.p50)} ms`);
    }
    const rpsOf = s.scenario.target?.minRpsOf;
    if (rpsOf) {
      const other = find(rpsOf.of);
      if (!other) failures.push(`no results for "${rpsOf.of}" to compare req/s with`);
      else if (!(s.rps >= rpsOf.factor * other.rps)) failures.push(`${int(s.rps)} req/s < ${rpsOf.factor} × ${int(other.rps)} req/s`);
    }
    return failures.length ? { ...s, failures: [...s.failures, ...failures], verdict: 'FAIL' } : s;
  });
}

/** The database check's failures, if any, fail the scenario too. */
export function withCheck(summary: Summary, failures: readonly string[]): Summary {
  return failures.length ? { ...summary, failures: [...summary.failures, ...failures], verdict: 'FAIL' } : summary;
}

function describeStatuses(scenario: Scenario, rounds: RoundResult[]): string {
  const totals = new Map<string, number>();
  for (const round of rounds) for (const [code, count] of Object.entries(round.statuses)) totals.set(code, (totals.get(code) ?? 0) + count);
  const statuses = [...totals].map(([code, count]) => `${count}× ${code}`).join(', ') || 'no responses';
  const timeouts = sum(rounds.map((r) => r.timeouts));
  const connectionErrors = sum(rounds.map((r) => r.connectionErrors));
  return `statuses ${statuses}, expected ${scenario.expectStatus ?? '2xx'}; ${timeouts} timeouts; ${connectionErrors} connection errors`;
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toString() : 'n/a');
const ms = (n: number) => (Number.isFinite(n) ? (Number.isInteger(n) ? n.toString() : n.toFixed(1)) : 'n/a');

export function summaryTable(summaries: readonly Summary[]): string {
  const header = ['Endpoint', 'issue', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms/req', 'errors', 'ratio', 'target', 'result'];
  const rows = summaries.map((s) => [
    s.scenario.name,
    s.scenario.issue ? `#${s.scenario.issue}` : '',
    int(s.rps),
    ms(s.p50),
    ms(s.p99),
    Number.isFinite(s.serverCpuMs) ? s.serverCpuMs.toFixed(2) : 'n/a',
    s.errors.toString(),
    Number.isFinite(s.ratio) ? percent(s.ratio) : 'n/a',
    [describeTarget(s.scenario.target), s.scenario.verify?.description].filter(Boolean).join(', '),
    s.verdict,
  ]);
  return markdownTable(header, rows, new Set([2, 3, 4, 5, 6, 7]));
}

/** req/s per round, with each round's ratio to the baseline measured shortly before it (how steady the numbers were). */
export function roundsTable(summaries: readonly Summary[]): string {
  // The baseline runs several times a round; its figures are the ratios' denominators.
  const endpoints = summaries.filter((s) => s.scenario !== BASELINE);
  const count = Math.max(...endpoints.map((s) => s.rounds.length));
  const header = ['Endpoint', ...Array.from({ length: count }, (_, i) => `round ${i + 1} req/s`)];
  const rows = endpoints.map((s) => [
    s.scenario.name,
    ...s.rounds.map((round) => (round.baselineRps && round.baselineRps > 0 ? `${int(round.rps)} (${percent(round.rps / round.baselineRps)})` : int(round.rps))),
  ]);
  return markdownTable(header, rows, new Set(Array.from({ length: count }, (_, i) => i + 1)));
}

export interface ReportInput {
  date: Date;
  config: BenchConfig;
  /** The server's database: `SQLite 3.x` or `PostgreSQL 16.x` (bench/database.ts's describeDatabase). */
  engine: string;
  loadAverageAtStart: readonly number[];
  summaries: readonly Summary[];
  baseline: Summary;
  tasks: readonly { task: Task; result: TaskResult }[];
  notes: readonly string[];
}

function tasksTable(tasks: ReportInput['tasks']): string {
  const rows = tasks.map(({ task, result }) => [
    task.name,
    result.seconds.toFixed(1),
    `≤ ${task.maxSeconds} s`,
    result.failures.length ? `FAIL: ${result.failures.join('; ')}` : 'PASS',
    result.facts,
  ]);
  return markdownTable(['Task', 'seconds', 'target', 'result', 'what happened'], rows, new Set([1]));
}

export function renderReport(input: ReportInput): string {
  const { config, summaries, baseline } = input;
  const failed = summaries.filter((s) => s.verdict === 'FAIL');
  const lines = [
    input.engine.startsWith('PostgreSQL') ? '# Benchmark on PostgreSQL' : '# Benchmark',
    '',
    '`npm run bench` (bench/run.ts); the method and the targets are explained in [docs/performance.md](../../docs/performance.md).',
    '',
    ...whenAndWhere(input.date, input.loadAverageAtStart),
    `- Load: autocannon on loopback, ${config.connections} connections, ${config.warmup} s warm-up per endpoint, then ${config.rounds} rounds × ${config.duration} s, endpoints interleaved with the baseline (run before every ${BASELINE_EVERY} endpoints in every round)`,
    `- Database engine: ${input.engine}${input.engine.startsWith('PostgreSQL') ? ' (BENCH_DATABASE=postgres: each server on its own clone of a copy of the seeded SQLite file, db/copy-to-postgres.ts; the targets are issue 31’s, docs/performance.md)' : ''}`,
    `- Database: \`npm run db:seed -- --profile large\` with ${config.employees} employees and ${config.jobs} open jobs on the career portal (a year of punches and of leave for everyone, two financial years of payslips), production build, server.ts; scenarios marked small run on a second server whose database holds ${config.smallJobs} jobs`,
    `- Figures are medians over rounds; errors are totals (unexpected statuses + timeouts + connection errors); ratio = the median over rounds of req/s ÷ the req/s of the baseline run just before (the baseline's median: ${int(baseline.rps)} req/s); server CPU = the CPU time of the server's processes over a round (all threads, from /proc) ÷ its responses, which the machine's other load moves far less than req/s`,
    '',
    summaryTable(summaries),
    '',
    '## Per round',
    '',
    roundsTable(summaries),
    '',
    failed.length
      ? `**${failed.length} target(s) failed:**\n\n${failed.map((s) => `- ${s.scenario.name}: ${s.failures.join('; ')}`).join('\n')}`
      : 'All targets met.',
  ];
  if (input.tasks.length) lines.push('', '## One-off tasks', '', tasksTable(input.tasks));
  if (input.notes.length) lines.push('', '## Notes', '', ...input.notes.map((note) => `- ${note}`));
  return lines.join('\n') + '\n';
}
