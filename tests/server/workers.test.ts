import { execFileSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heapGrowthPercent, superviseWorkers, workerCount, type WorkerHandle } from '@/lib/server/workers';

class FakeWorker extends EventEmitter implements WorkerHandle {
  signals: (NodeJS.Signals | undefined)[] = [];
  process = { pid: 1000, kill: (signal?: NodeJS.Signals) => (this.signals.push(signal), true) };
  die(signal: NodeJS.Signals | null = 'SIGKILL') {
    this.emit('exit', null, signal);
  }
}

function supervise(count: number) {
  const forked: FakeWorker[] = [];
  const supervisor = superviseWorkers(
    count,
    () => {
      const worker = new FakeWorker();
      forked.push(worker);
      return worker;
    },
    () => {},
  );
  return { forked, supervisor };
}

afterEach(() => vi.useRealTimers());

describe('WORKERS', () => {
  it('defaults to one process and takes whole numbers from 1 to 64 only', () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount(' ')).toBe(1);
    expect(workerCount('4')).toBe(4);
    for (const bad of ['0', '-1', '2.5', 'two', '65']) expect(() => workerCount(bad)).toThrow(/WORKERS/);
  });
});

/**
 * Full collections while a child process allocates the same garbage (objects that outlive a few
 * young-generation collections, as a busy server's do), with HEAP_GROWTH_PERCENT=`setting` applied.
 */
function fullCollections(setting: string): number {
  const script = `
    import { PerformanceObserver, constants } from 'node:perf_hooks';
    import { limitHeapGrowth } from './lib/server/workers.ts';
    limitHeapGrowth(process.env.HEAP_GROWTH_PERCENT);
    let full = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full++; }).observe({ entryTypes: ['gc'] });
    const live = Array.from({ length: 200000 }, (_, i) => ({ i, s: 'live' + i }));
    const held = [];
    for (let round = 0; round < 1000; round++) {
      for (let i = 0; i < 2000; i++) held.push({ a: [i, i + 1], b: 'x' + i });
      if (held.length > 100000) held.splice(0, 50000);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    console.log(live.length && full);`;
  const output = execFileSync(process.execPath, ['--import', './scripts/register.mjs', '--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, HEAP_GROWTH_PERCENT: setting },
    encoding: 'utf8',
  });
  return Number(output.trim());
}

describe('HEAP_GROWTH_PERCENT', () => {
  it('defaults to 50 and takes whole numbers from 0 to 400 only', () => {
    expect(heapGrowthPercent(undefined)).toBe(50);
    expect(heapGrowthPercent('0')).toBe(0);
    expect(heapGrowthPercent('120')).toBe(120);
    for (const bad of ['-1', '2.5', 'lots', '401']) expect(() => heapGrowthPercent(bad)).toThrow(/HEAP_GROWTH_PERCENT/);
  });

  it('makes full collections come sooner than V8 alone would let the heap grow', () => {
    const alone = fullCollections('0');
    const limited = fullCollections('');
    expect(limited).toBeGreaterThan(2 * alone);
  }, 60_000);
});

describe('superviseWorkers', () => {
  it('keeps the number of workers: one that dies is replaced, after a pause when it died right after its start', () => {
    vi.useFakeTimers();
    const { forked } = supervise(2);
    forked[0]?.emit('listening');
    expect(forked).toHaveLength(2);
    forked[0]?.die();
    expect(forked).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(forked).toHaveLength(3);
    vi.advanceTimersByTime(10_000);
    forked[1]?.die();
    // Alive for a while: replaced at once.
    expect(forked).toHaveLength(4);
  });

  it('starts the first worker alone and the others once it listens', () => {
    const { forked } = supervise(3);
    expect(forked).toHaveLength(1);
    forked[0]?.emit('listening');
    expect(forked).toHaveLength(3);
    forked[0]?.emit('listening');
    expect(forked).toHaveLength(3);
  });

  it('stop() asks every worker to end, replaces none, and resolves once all have exited', async () => {
    const { forked, supervisor } = supervise(2);
    forked[0]?.emit('listening');
    let stopped = false;
    const stopping = supervisor.stop().then(() => (stopped = true));
    expect(forked.map((w) => w.signals)).toEqual([['SIGTERM'], ['SIGTERM']]);
    forked[0]?.die(null);
    await Promise.resolve();
    expect(stopped).toBe(false);
    forked[1]?.die(null);
    await stopping;
    expect(forked).toHaveLength(2);
  });
});
