// The hostile uploads of bench/hostile.ts, in a process of their own so that building and sending
// them does not slow the load generator measuring /api/health. Prints "ready" once the files are
// built, then one line per answer ("<status> <ms>"); on SIGTERM finishes the uploads in flight and exits.
// Usage: node --import tsx bench/hostile-uploads.ts BASE_URL CONCURRENCY (the API key in BENCH_HOSTILE_API_KEY).
import { HOSTILE_FILES } from '../tests/helpers/hostile-files';

const [baseUrl, concurrency] = process.argv.slice(2);
const headers = { 'X-API-Key': process.env.BENCH_HOSTILE_API_KEY ?? '', 'Content-Type': 'application/json' };
const bodies = HOSTILE_FILES.map((f) => JSON.stringify({ resume: f.build().toString('base64'), resumeExtension: f.extension }));
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
    process.stdout.write(`${status} ${(performance.now() - started).toFixed(1)}\n`);
  }
}

process.stdout.write('ready\n');
await Promise.all(Array.from({ length: Number(concurrency) || 1 }, uploader));
