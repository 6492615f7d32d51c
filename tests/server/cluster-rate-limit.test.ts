import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('rate limit across worker processes', () => {
  it('gives a principal one budget, however its requests are spread over the workers', () => {
    const fixture = path.join(import.meta.dirname, 'fixtures', 'cluster-rate-limit.ts');
    const run = spawnSync(process.execPath, ['--import', './scripts/register.mjs', fixture], {
      env: { ...process.env, RATE_LIMIT_PER_MINUTE: '5' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status, run.stderr).toBe(0);
    // Counted in each process alone, each of the two would let 5 through.
    expect(JSON.parse(run.stdout.trim())).toEqual({ allowed: 5, sent: 12 });
  }, 30_000);
});
