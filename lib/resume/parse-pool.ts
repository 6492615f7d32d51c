import 'server-only';
/**
 * Untrusted files are read in a bounded pool of worker threads (piscina), never on the request thread:
 * a file that makes a reader spin or swell costs one worker, which is killed and replaced, while the
 * server goes on answering. Each worker has a V8 heap limit and each task a wall-clock deadline counted
 * from when a worker starts it. Settings (environment, read when the pool is first used):
 * - RESUME_PARSE_THREADS: workers in each server process; default the machine's cores divided among the
 *   WORKERS processes, at least 1.
 * - RESUME_PARSE_TIMEOUT_MS: a task's deadline (default 4000).
 * - RESUME_PARSE_HEAP_MB: a worker's old-generation heap limit (default 128).
 * - RESUME_PARSE_QUEUE: files waiting for a worker before more are refused as busy (default 16 per worker).
 */
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { workerCount } from '@/lib/server/workers';
import type { ResumeType } from './detect-type';
import { MESSAGES, ResumeError } from './errors';
import type { ParsedResume } from './parse';
import type { ParseOutcome, ParseTask } from './parse-worker';

/** Where scripts/build-server.mjs puts the worker's bundle; Next.js, like this path, resolves from the working directory. */
export const PARSE_WORKER_FILE = '.next/hr-server/resume-worker.mjs';

export interface ParsePoolSettings {
  threads: number;
  timeoutMs: number;
  heapMb: number;
  queue: number;
  workerFile: string;
}

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1 (got ${JSON.stringify(raw)})`);
  return value;
}

export function parsePoolSettings(): ParsePoolSettings {
  // Each server process has a pool of its own; together they use every core, no more.
  const threads = setting('RESUME_PARSE_THREADS', Math.max(1, Math.floor(os.availableParallelism() / workerCount(process.env.WORKERS))));
  return {
    threads,
    timeoutMs: setting('RESUME_PARSE_TIMEOUT_MS', 4000),
    heapMb: setting('RESUME_PARSE_HEAP_MB', 128),
    queue: setting('RESUME_PARSE_QUEUE', 16 * threads),
    workerFile: path.resolve(PARSE_WORKER_FILE),
  };
}

export class ResumeParsePool {
  private readonly pool: Piscina<ParseTask, ParseOutcome>;

  constructor(private readonly settings: ParsePoolSettings) {
    this.pool = new Piscina({
      filename: settings.workerFile,
      // Started up front and kept: a worker loads pdf.js once, and the first parse after a quiet hour
      // should not pay for it.
      minThreads: settings.threads,
      maxThreads: settings.threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: settings.queue,
      resourceLimits: { maxOldGenerationSizeMb: settings.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      // The readers are asynchronous: a worker must run its event loop, not block on Atomics between tasks.
      atomics: 'disabled',
    });
  }

  /** The parsed file; a ResumeError for a bad file, one the pool gave up on ('too_complex') or a full queue ('busy'). */
  async parse(bytes: Buffer, type: ResumeType): Promise<ParsedResume> {
    if (this.pool.queueSize >= this.settings.queue) throw new ResumeError('busy', MESSAGES.busy);
    // A copy of its own, handed over rather than cloned: a Buffer may be a view into Node's shared pool.
    const copy = new Uint8Array(bytes);
    const { port1, port2 } = new MessageChannel();
    const deadline = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => (timer = setTimeout(() => deadline.abort(), this.settings.timeoutMs)));
    try {
      const outcome = await this.pool.run({ bytes: copy, type, started: port2 }, { transferList: [copy.buffer, port2], signal: deadline.signal });
      if (!outcome.ok) throw new ResumeError(outcome.reason, outcome.message);
      return outcome.parsed;
    } catch (err) {
      if (err instanceof ResumeError) throw err;
      // The deadline (piscina terminates the worker and starts another), the heap limit
      // (ERR_WORKER_OUT_OF_MEMORY), or anything else that ended the worker: the file is refused, and the
      // cause stays in the server's log rather than the answer.
      console.error(`resume parse worker failed on a ${type} file of ${bytes.length} bytes:`, deadline.signal.aborted ? `deadline of ${this.settings.timeoutMs} ms` : err);
      throw new ResumeError('too_complex', MESSAGES.tooComplex, { cause: err });
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  /** Workers alive now (started or starting). */
  get threads(): number {
    return this.pool.threads.length;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

let shared: ResumeParsePool | undefined;

/** This process's pool, made on first use. */
export function resumeParsePool(): ResumeParsePool {
  shared ??= new ResumeParsePool(parsePoolSettings());
  return shared;
}
