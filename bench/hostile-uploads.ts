// The hostile uploads of bench/hostile.ts, in a process of their own so that building and sending
// them does not slow the load generator measuring /api/health. Prints "ready" once the files are
// built, then one line per answer ("<status> <ms>"); on SIGTERM finishes the uploads in flight and exits.
// Each of the CONCURRENCY uploaders is one hostile client sending as fast as the default per-caller rate
// limit lets it (300 a minute: one upload started every 200 ms), never more than one at a time.
// Usage: node --import ./scripts/register.mjs bench/hostile-uploads.ts BASE_URL CONCURRENCY (the API key in BENCH_HOSTILE_API_KEY).
import { HOSTILE_FILES } from '../tests/helpers/hostile-files';

const [baseUrl, concurrency] = process.argv.slice(2);
const headers = { 'X-API-Key': process.env.BENCH_HOSTILE_API_KEY ?? '', 'Content-Type': 'application/json' };
const bodies = HOSTILE_FILES.map((f) => JSON.stringify({ resume: f.build().toString('base64'), resumeExtension: f.extension }));
/** The default RATE_LIMIT_PER_MINUTE (300) as the gap between one client's uploads. */
const PACE_MS = 60_000 / 300;
let running = true;
let next = 0;
process.once('SIGTERM', () => (running = false));

async function uploader(): Promise<void> {
  while (running) {
    const body = bodies[next++ % bodies.length];
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${baseUrl}/api/v1/parseResume`, { method: 'POST', headers, body });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // Status 0: no answer.
    }
    const took = performance.now() - started;
    process.stdout.write(`${status} ${took.toFixed(1)}\n`);
    if (running && took < PACE_MS) await new Promise((resolve) => setTimeout(resolve, PACE_MS - took));
  }
}

process.stdout.write('ready\n');
await Promise.all(Array.from({ length: Number(concurrency) || 1 }, uploader));
