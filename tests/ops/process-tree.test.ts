import { describe, expect, it } from 'vitest';
import { cpuMilliseconds, processTree } from '@/scripts/ops/process-tree';

describe('cpuMilliseconds', () => {
  it('counts the CPU time a process spends, and nothing for a process that is gone', () => {
    const before = cpuMilliseconds([process.pid]);
    const started = process.cpuUsage();
    let spins = 0;
    while (process.cpuUsage(started).user < 150_000) spins++;
    const counted = cpuMilliseconds([process.pid]) - before;
    expect(spins).toBeGreaterThan(0);
    // /proc counts in 10 ms ticks: at least the 150 ms spent, give or take a tick.
    expect(counted).toBeGreaterThanOrEqual(140);
    expect(cpuMilliseconds([2 ** 22 + 1])).toBe(0);
  });

  it('finds this process in its own tree', () => {
    expect(processTree(process.pid)).toContain(process.pid);
  });
});
