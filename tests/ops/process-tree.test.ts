import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { cpuMilliseconds, machineCpuMilliseconds, processTree } from '@/scripts/ops/process-tree';

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

describe('machineCpuMilliseconds', () => {
  it('counts this process\'s spinning as busy time, within the time all cores had', () => {
    const before = machineCpuMilliseconds();
    const wall = performance.now();
    const started = process.cpuUsage();
    while (process.cpuUsage(started).user < 150_000);
    const after = machineCpuMilliseconds();
    const elapsed = performance.now() - wall;
    const busy = after.busy - before.busy;
    const total = after.total - before.total;
    expect(busy).toBeGreaterThanOrEqual(140);
    expect(busy).toBeLessThanOrEqual(total);
    // Every core's time passes at once: the total is about the cores (as /proc/stat lists them) times the wall-clock time.
    const cores = cpus().length;
    expect(total).toBeGreaterThan(0.8 * cores * elapsed - 20 * cores);
    expect(total).toBeLessThan(1.2 * cores * elapsed + 20 * cores);
  });
});
