import 'server-only';
/**
 * The parse pool's worker thread (lib/resume/parse-pool.ts): checks, reads and parses one file. Bundled
 * on its own by scripts/build-server.mjs, since a worker thread loads a file, not a module of the Next.js
 * bundle. Answers a plain object: a ResumeError's class would not survive the trip between threads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MessagePort } from 'node:worker_threads';
import type { ResumeType } from './detect-type';
import { ResumeError, type ResumeErrorReason } from './errors';
import { extractText } from './extract-text';
import { parseResumeText, type ParsedResume } from './parse';

/**
 * Reading files yields the CPU to answering requests: this thread runs at a lower scheduling priority
 * (nice 10) than the server's request thread. Linux schedules each thread on its own, and
 * /proc/thread-self names this one; elsewhere the thread keeps the process's priority.
 */
const NICE = 10;
try {
  const tid = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, NICE);
} catch {
  // Not Linux, or not allowed: the same priority as the request thread.
}

export interface ParseTask {
  bytes: Uint8Array;
  type: ResumeType;
  /** Told when this thread starts the task: the deadline counts from then, not from joining the queue. */
  started: MessagePort;
}

export type ParseOutcome = { ok: true; parsed: ParsedResume } | { ok: false; reason: ResumeErrorReason; message: string };

export default async function parseTask({ bytes, type, started }: ParseTask): Promise<ParseOutcome> {
  started.postMessage('started');
  started.close();
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { ok: true, parsed: parseResumeText(await extractText(buffer, type)) };
  } catch (err) {
    if (err instanceof ResumeError) return { ok: false, reason: err.reason, message: err.message };
    throw err;
  }
}
