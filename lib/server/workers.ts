// Several server processes behind one port (node:cluster): how many, keeping that many alive, and how
// much memory each lets its heap take.
import 'server-only';
import v8 from 'node:v8';

/** What the supervisor needs of a cluster worker (a cluster.Worker has it; tests pass fakes). */
export interface WorkerHandle {
  process: { pid?: number; kill(signal?: NodeJS.Signals): boolean };
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
  once(event: 'listening', listener: () => void): unknown;
}

/** WORKERS: the number of server processes, a whole number from 1 (the default: one process, no cluster). */
export function workerCount(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error(`WORKERS must be a whole number from 1 to 64 (got ${JSON.stringify(raw)})`);
  return count;
}

/**
 * HEAP_GROWTH_PERCENT: how far past what is live the JavaScript heap may grow before a full collection.
 * V8's default lets a busy server's heap grow to about four times its live size (a request's garbage
 * that outlives two young-generation collections waits for a full one), so under steady load a process
 * holds several times the memory it uses; a fixed growth keeps the footprint near what is in use, for
 * more frequent, shorter full collections. 0 leaves V8's own heuristics. Default 50.
 */
export function heapGrowthPercent(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 50;
  const percent = Number(raw);
  if (!Number.isInteger(percent) || percent < 0 || percent > 400) throw new Error(`HEAP_GROWTH_PERCENT must be a whole number from 0 to 400 (got ${JSON.stringify(raw)})`);
  return percent;
}

/** Applies HEAP_GROWTH_PERCENT to this process (V8 reads the flag at every full collection, so it holds from the next). */
export function limitHeapGrowth(raw: string | undefined): void {
  const percent = heapGrowthPercent(raw);
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/** A worker that dies sooner than this after its start is replaced only after RESTART_DELAY_MS, so a worker that cannot start (a port in use) does not fork in a tight loop. */
const QUICK_DEATH_MS = 5000;
const RESTART_DELAY_MS = 1000;

export interface Supervisor {
  /** SIGTERM to every worker (each writes what it holds and closes); resolves once all have exited. */
  stop(): Promise<void>;
}

/**
 * Forks `count` workers and replaces each one that dies until stop() is called. The first worker starts
 * alone and the others once it listens: starting Next.js takes seconds of CPU, and on a small machine
 * workers starting together each take as long as all of them, so the port would answer later.
 */
export function superviseWorkers(count: number, fork: () => WorkerHandle, log: (line: string) => void = console.error): Supervisor {
  const alive = new Set<WorkerHandle>();
  let stopping = false;
  let allGone: (() => void) | undefined;

  const start = () => {
    const worker = fork();
    const startedAt = Date.now();
    alive.add(worker);
    worker.once('exit', (code, signal) => {
      alive.delete(worker);
      if (stopping) {
        if (alive.size === 0) allGone?.();
        return;
      }
      log(`worker ${worker.process.pid ?? '?'} exited (${signal ?? `code ${code}`}); starting another`);
      if (Date.now() - startedAt < QUICK_DEATH_MS) setTimeout(() => stopping || start(), RESTART_DELAY_MS);
      else start();
    });
    return worker;
  };
  const first = start();
  let others = false;
  const startOthers = () => {
    if (others || stopping) return;
    others = true;
    for (let i = 1; i < count; i++) start();
  };
  first.once('listening', startOthers);
  // A first worker that dies before listening is replaced; the others need not wait for that one.
  first.once('exit', startOthers);

  return {
    stop() {
      stopping = true;
      if (alive.size === 0) return Promise.resolve();
      const gone = new Promise<void>((resolve) => (allGone = resolve));
      for (const worker of alive) worker.process.kill('SIGTERM');
      return gone;
    },
  };
}
