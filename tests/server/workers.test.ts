import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { superviseWorkers, workerCount, type WorkerHandle } from '@/lib/server/workers';

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
