// Issue 26's "hostile files": four clients uploading files made to hurt a resume reader, each one at a
// time and as often as the default rate limit allows, while autocannon measures /api/health. Paced, not
// back to back: a refused file is answered in milliseconds, so four connections sending back to back
// measure how the event loop shares its turns among connections, not what files cost: four more
// connections of /api/health itself would already cost the measured health most of its margin. Records
// how long each hostile file took to be answered and how much memory the server's processes held, for
// the scenario's check.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { BENCH_API_KEY } from './config';
import type { CheckResult } from './scenarios';
import { processTree, residentBytes } from '../scripts/ops/process-tree';

/** Hostile clients, each with at most one file in flight. */
export const HOSTILE_AT_ONCE = 4;
/** Each must be answered within this. */
export const HOSTILE_MAX_MS = 6000;
/** The server's processes together must stay under this resident memory. */
export const HOSTILE_MAX_RSS_BYTES = 600 * 1024 * 1024;
const RSS_SAMPLE_MS = 200;

interface Answered {
  status: number;
  ms: number;
}

const answered: Answered[] = [];
let peakRss = 0;
/** Before the first hostile upload: what the server holds when quiet. */
let quietRss = 0;

/**
 * Starts the uploads (in a child process: see bench/hostile-uploads.ts) and the memory sampling once the
 * files are built; stop() waits for the uploads in flight to be answered.
 */
export async function startHostileUploads(baseUrl: string, serverPid: number | undefined): Promise<{ stop(): Promise<void> }> {
  if (serverPid && quietRss === 0) quietRss = residentBytes(processTree(serverPid));
  const child = spawn(process.execPath, ['--import', './scripts/register.mjs', 'bench/hostile-uploads.ts', baseUrl, String(HOSTILE_AT_ONCE)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_HOSTILE_API_KEY: BENCH_API_KEY },
  });
  // Never left behind: the bench may stop (an error, Ctrl-C) while the uploads run.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const exited = new Promise<void>((resolve) => child.once('exit', () => (process.off('exit', killChild), resolve())));
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line === 'ready') return ready();
    const [status, ms] = line.split(' ').map(Number);
    answered.push({ status: status ?? 0, ms: ms ?? 0 });
  });
  await Promise.race([isReady, exited]);
  const sampler = setInterval(() => {
    if (serverPid) peakRss = Math.max(peakRss, residentBytes(processTree(serverPid)));
  }, RSS_SAMPLE_MS);
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
      clearInterval(sampler);
    },
  };
}

/** Every hostile file answered 422 file_rejected within HOSTILE_MAX_MS, and memory under HOSTILE_MAX_RSS_BYTES. */
export function checkHostileUploads(): CheckResult {
  const failures: string[] = [];
  const slowest = Math.max(0, ...answered.map((a) => a.ms));
  const sorted = answered.map((a) => a.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const statuses = new Map<number, number>();
  for (const { status } of answered) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const others = [...statuses].filter(([status]) => status !== 422);
  if (answered.length === 0) failures.push('no hostile file was answered');
  if (others.length) failures.push(`hostile files answered ${others.map(([status, count]) => `${count}× ${status}`).join(', ')} instead of 422`);
  if (slowest > HOSTILE_MAX_MS) failures.push(`a hostile file took ${Math.round(slowest)} ms, more than ${HOSTILE_MAX_MS} ms`);
  if (peakRss >= HOSTILE_MAX_RSS_BYTES) failures.push(`server memory reached ${mib(peakRss)} MiB, ${mib(HOSTILE_MAX_RSS_BYTES)} MiB allowed`);
  return {
    facts: `${answered.length} hostile files answered (${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}), median ${Math.round(median)} ms, slowest ${Math.round(slowest)} ms; server memory (RSS of its processes) peaked at ${mib(peakRss)} MiB, ${mib(quietRss)} MiB before the first`,
    failures,
  };
}

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
