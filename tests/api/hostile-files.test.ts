// Files made to hurt a resume reader are refused with 422 file_rejected, quickly, and the next normal
// file parses as before. Over HTTP against the built server: tests/server/hostile-files.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as parseRoute } from '@/app/api/v1/parseResume/route';
import { call, sessionFor, type Caller } from '../helpers/call';
import { HOSTILE_FILES } from '../helpers/hostile-files';
import { TWO_PAGE_PDF } from '../helpers/resume-fixtures';
import { resumeParsePool } from '@/lib/resume/parse-pool';

let recruiter: Caller;
beforeAll(async () => {
  recruiter = await sessionFor('recruiter');
});
afterAll(() => resumeParsePool().close());

const parse = (bytes: Buffer, resumeExtension: string) => call(parseRoute, { as: recruiter, body: { resume: bytes.toString('base64'), resumeExtension } });

describe('POST /api/v1/parseResume with hostile files', () => {
  it.each(HOSTILE_FILES.map((f) => [f.label, f] as const))('refuses a %s with 422 file_rejected, saying what to upload instead', async (_label, hostile) => {
    const bytes = hostile.build();
    const started = performance.now();
    const res = await parse(bytes, hostile.extension);
    const ms = performance.now() - started;
    expect(res.status, res.text).toBe(422);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.json).toMatchObject({ code: 'file_rejected', reason: 'too_complex', errors: [{ path: 'resume' }] });
    expect(res.json.detail).toMatch(/too complex .* Export it again as a simple PDF or DOCX/);
    // Refused by the checks before a reader sees the file, not by the pool's deadline.
    expect(ms).toBeLessThan(3000);
  });

  it('parses a normal file right after four hostile ones at once', async () => {
    const answers = await Promise.all(HOSTILE_FILES.map((f) => parse(f.build(), f.extension)));
    expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422]);
    const res = await parse(await TWO_PAGE_PDF.build(), 'pdf');
    expect(res.status, res.text).toBe(200);
    expect(res.json.fullName).toBe(TWO_PAGE_PDF.expected.fullName);
  });
});
