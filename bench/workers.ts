// Issue 31's scaling target: with WORKERS=2 the server answers a read at least 1.6 times as fast as one
// process does. Two more servers on the run's database, one of each, measured in turn round after round
// (paired, as the scenarios are with the baseline), each round's ratio two processes over one; the verdict
// is on the median of those ratios. The target applies on PostgreSQL; on SQLite the ratio is reported only.
// The trivial handler is measured the same way beside it: what a second process gains where the request
// itself costs next to nothing, so the machine's own ceiling (its cores, shared with the load generator and
// the database) is printed beside the read's figure. So is how busy one process kept the machine: a second
// process can only use what the first left idle, so one that kept it 70% busy leaves room for about 1 ÷ 0.7,
// 1.43× (about: the machine's other load moves between the measures).
import { cpus } from 'node:os';
import { machineCpuMilliseconds } from '../scripts/ops/process-tree';
import { median, sum } from './stats';
import { measure, type RoundResult } from './load';
import { BASELINE, SCENARIOS, PAYROLL_PERIODS, type Scenario } from './scenarios';
import type { DatabaseKind } from './database';
import type { Task, TaskResult } from './tasks';

/** Two processes must answer at least this many times one process's req/s (issue 31, on PostgreSQL). */
export const MIN_WORKERS_SPEEDUP = 1.6;

export interface WorkersRound {
  one: RoundResult;
  two: RoundResult;
  /** The share of the machine's CPU (all cores, everything on it) in use while one process was measured. */
  oneBusy?: number;
}

/** The share of the machine one process kept busy on the read (median over rounds); NaN when not measured. */
function oneProcessBusy(rounds: readonly WorkersRound[]): number {
  return median(rounds.flatMap((r) => (r.oneBusy ? [r.oneBusy] : [])));
}

/** `measure`, with the share of the machine's CPU in use meanwhile. */
async function measureWithBusy(measure: () => Promise<RoundResult>): Promise<{ result: RoundResult; busy: number }> {
  const before = machineCpuMilliseconds();
  const result = await measure();
  const after = machineCpuMilliseconds();
  return { result, busy: (after.busy - before.busy) / Math.max(1, after.total - before.total) };
}

/** The median over rounds of two processes' req/s over one's. */
function speedup(rounds: readonly WorkersRound[]): number {
  return median(rounds.flatMap((r) => (r.one.rps > 0 ? [r.two.rps / r.one.rps] : [])));
}

/** The median over rounds of two processes' req/s over one's, and what fails on `database`. */
export function judgeWorkers(rounds: readonly WorkersRound[], database: DatabaseKind): { ratio: number; failures: string[] } {
  const ratio = speedup(rounds);
  const failures: string[] = [];
  const errors = sum(rounds.map((r) => r.one.errors + r.two.errors));
  if (errors > 0) failures.push(`${errors} errors`);
  if (database === 'postgres' && !(ratio >= MIN_WORKERS_SPEEDUP)) {
    // About the most two processes could answer over one: a second can only use what the first left idle.
    const bound = 1 / oneProcessBusy(rounds);
    const why = bound < MIN_WORKERS_SPEEDUP ? ` (one process left this machine idle enough for about ${bound.toFixed(2)}×)` : '';
    failures.push(`two processes ${Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a'}× one, less than ${MIN_WORKERS_SPEEDUP}×${why}`);
  }
  return { ratio, failures };
}

function readScenario(): Scenario {
  const found = SCENARIOS.find((s) => s.name === PAYROLL_PERIODS);
  if (!found) throw new Error(`no scenario named ${PAYROLL_PERIODS}`);
  // Its own object: the request numbers (one person after another) go on from where the scenario's left off.
  return { ...found, name: `${found.name} (one process against two)` };
}

export const workersAgainstOne: Task = {
  name: `reads with WORKERS=2 against one process (${PAYROLL_PERIODS}; on PostgreSQL ≥ ${MIN_WORKERS_SPEEDUP}×)`,
  maxSeconds: 600,
  async run({ startServer, config, kind }): Promise<TaskResult> {
    const started = performance.now();
    const scenario = readScenario();
    const one = await startServer({ workers: 1 });
    try {
      const two = await startServer({ workers: 2 });
      try {
        const load = { connections: config.connections, duration: config.duration };
        if (config.warmup > 0) for (const server of [one, two]) await measure(server.url, scenario, { ...load, duration: config.warmup });
        const rounds: WorkersRound[] = [];
        const ceiling: WorkersRound[] = [];
        for (let round = 0; round < config.rounds; round++) {
          const { result: oneResult, busy: oneBusy } = await measureWithBusy(() => measure(one.url, scenario, load));
          rounds.push({ one: oneResult, two: await measure(two.url, scenario, load), oneBusy });
          ceiling.push({ one: await measure(one.url, BASELINE, load), two: await measure(two.url, BASELINE, load) });
        }
        const { ratio, failures } = judgeWorkers(rounds, kind);
        const ceilingRatio = speedup(ceiling);
        const perRound = rounds.map((r) => `${Math.round(r.one.rps)} → ${Math.round(r.two.rps)}`).join(', ');
        const busy = oneProcessBusy(rounds);
        const facts =
          `one process ${Math.round(median(rounds.map((r) => r.one.rps)))} req/s, two ${Math.round(median(rounds.map((r) => r.two.rps)))} req/s (medians over ${rounds.length} rounds × ${config.duration} s, ${config.connections} connections); ` +
          `two ÷ one ${Number.isFinite(ratio) ? ratio.toFixed(2) : 'n/a'}× (median of the rounds' ratios${kind === 'postgres' ? `, target ≥ ${MIN_WORKERS_SPEEDUP}×` : '; no target on SQLite'}); per round: ${perRound}; ` +
          `the trivial handler, measured alike in each round: two ÷ one ${Number.isFinite(ceilingRatio) ? ceilingRatio.toFixed(2) : 'n/a'}× (this machine's ceiling for any request); ` +
          `one process on the read kept the machine ${Math.round(busy * 100)}% busy (all ${cpus().length} cores: server, load generator${kind === 'postgres' ? ', database' : ''}), so two could reach about ${(1 / busy).toFixed(2)}× here (the machine's load moves between the rounds, so not a hard limit)`;
        return { seconds: (performance.now() - started) / 1000, facts, failures };
      } finally {
        await two.stop();
      }
    } finally {
      await one.stop();
    }
  },
};
