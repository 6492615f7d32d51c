// Issue 26's "hostile files": four uploads at once, again and again, of files made to hurt a resume
// reader, while autocannon measures /api/health. Records how long each hostile file took to be answered
// and how much memory the server's processes held, for the scenario's check.
import { apiKeyHeaders } from './config';
import type { CheckResult } from './scenarios';
import { HOSTILE_FILES } from '../tests/helpers/hostile-files';
import { processTree, residentBytes } from '../scripts/ops/process-tree';

/** Hostile files in flight at any moment. */
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
let bodies: string[] | undefined;

/** Starts the uploads (and the memory sampling); stop() waits for the uploads in flight to be answered. */
export function startHostileUploads(baseUrl: string, serverPid: number | undefined): { stop(): Promise<void> } {
  bodies ??= HOSTILE_FILES.map((f) => JSON.stringify({ resume: f.build().toString('base64'), resumeExtension: f.extension }));
  const files = bodies;
  if (serverPid && quietRss === 0) quietRss = residentBytes(processTree(serverPid));
  let running = true;
  let next = 0;
  const sampler = setInterval(() => {
    if (serverPid) peakRss = Math.max(peakRss, residentBytes(processTree(serverPid)));
  }, RSS_SAMPLE_MS);
  const uploader = async () => {
    while (running) {
      const body = files[next++ % files.length];
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/v1/parseResume`, { method: 'POST', headers: { ...apiKeyHeaders, 'Content-Type': 'application/json' }, body });
        await response.arrayBuffer();
        answered.push({ status: response.status, ms: performance.now() - started });
      } catch {
        answered.push({ status: 0, ms: performance.now() - started });
      }
    }
  };
  const uploads = Array.from({ length: HOSTILE_AT_ONCE }, uploader);
  return {
    async stop() {
      running = false;
      await Promise.all(uploads);
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
