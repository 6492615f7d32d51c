// The resume parse pool: a worker past its deadline or heap limit is ended and replaced, and the pool
// goes on parsing; a full queue is "busy"; its size follows the cores.
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { ResumeError } from '@/lib/resume';
import { checkDocxArchive, countOperators } from '@/lib/resume/complexity';
import { PARSE_WORKER_FILE, parsePoolSettings, ResumeParsePool } from '@/lib/resume/parse-pool';
import { RESUME_WORKER } from '@/scripts/build-server.mjs';
import { pdfOfManyOperators } from '../helpers/hostile-files';
import { RESUMES } from '../helpers/resume-fixtures';

const TEXT_RESUME = Buffer.from('Asha Rao\nasha.rao@example.com\n+91 98450 12345\n\nSkills: TypeScript, SQL\n');

const pools: ResumeParsePool[] = [];
function pool(overrides: Partial<ReturnType<typeof parsePoolSettings>>): ResumeParsePool {
  const made = new ResumeParsePool({ ...parsePoolSettings(), threads: 1, ...overrides });
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('parsed'),
    (err: unknown) => err as ResumeError,
  );

describe('resume parse pool', () => {
  it('ends a worker at its deadline, answers too_complex, and parses the next file on a new worker', async () => {
    // The deadline counts from when a worker starts the file: a slow PDF (pdf.js loading, then 290,000
    // operators, about half a second) against 100 ms.
    const settings = { ...parsePoolSettings(), threads: 1, timeoutMs: 100 };
    const parser = new ResumeParsePool(settings);
    pools.push(parser);
    const started = performance.now();
    const err = await refusal(parser.parse(pdfOfManyOperators(290_000), 'pdf'));
    expect(err).toBeInstanceOf(ResumeError);
    expect(err.reason).toBe('too_complex');
    expect(performance.now() - started).toBeLessThan(3000);
    // The pool reads its deadline at each file: a busy test machine must not fail the next one on time.
    settings.timeoutMs = 10_000;
    const parsed = await parser.parse(TEXT_RESUME, 'txt');
    expect(parsed.emails).toEqual(['asha.rao@example.com']);
    expect(parser.threads).toBe(1);
  });

  it('ends a worker past its heap limit, answers too_complex, and goes on', async () => {
    const parser = pool({ heapMb: 12 });
    const err = await refusal(parser.parse(pdfOfManyOperators(290_000), 'pdf'));
    expect(err.reason).toBe('too_complex');
    const again = pool({});
    expect((await again.parse(TEXT_RESUME, 'txt')).emails).toEqual(['asha.rao@example.com']);
  });

  it('passes on a bad file’s own reason', async () => {
    const err = await refusal(pool({}).parse(Buffer.from('%PDF-1.7\n%%EOF'), 'pdf'));
    expect(err.reason).toBe('corrupt');
  });

  it('answers busy when the queue is full, and parses what it took', async () => {
    const parser = pool({ queue: 1 });
    const files = Array.from({ length: 4 }, () => parser.parse(TEXT_RESUME, 'txt'));
    const settled = await Promise.allSettled(files);
    const busy = settled.filter((s) => s.status === 'rejected' && (s.reason as ResumeError).reason === 'busy');
    expect(busy.length).toBeGreaterThan(0);
    expect(settled.filter((s) => s.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
  });

  it('sizes itself by the cores shared among the server processes, at least one worker', () => {
    const saved = { WORKERS: process.env.WORKERS, RESUME_PARSE_THREADS: process.env.RESUME_PARSE_THREADS };
    try {
      delete process.env.RESUME_PARSE_THREADS;
      delete process.env.WORKERS;
      expect(parsePoolSettings().threads).toBe(os.availableParallelism());
      process.env.WORKERS = '64';
      expect(parsePoolSettings().threads).toBe(1);
      process.env.RESUME_PARSE_THREADS = '3';
      expect(parsePoolSettings().threads).toBe(3);
      process.env.RESUME_PARSE_THREADS = 'many';
      expect(() => parsePoolSettings()).toThrow(/RESUME_PARSE_THREADS/);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('starts its workers from the file the build writes', () => {
    expect(PARSE_WORKER_FILE).toBe(RESUME_WORKER);
  });
});

describe('complexity checks', () => {
  it('let every real DOCX fixture through', async () => {
    for (const fixture of RESUMES.filter((r) => r.extension === 'docx')) expect(checkDocxArchive(await fixture.build())).toBeUndefined();
  });

  it('count operators, not strings, names or comments', () => {
    expect(countOperators(Buffer.from('q 1 0 0 1 72 700 cm /F1 12 Tf (Hello World q Q) Tj % a comment Q\nQ'), 100)).toBe(5);
  });
});
