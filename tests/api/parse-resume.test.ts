import { beforeAll, describe, expect, it } from 'vitest';
import { POST as parseRoute } from '@/app/api/v1/parseResume/route';
import { issueGuestToken } from '@/lib/auth/guest';
import { call, sessionFor, type Caller } from '../helpers/call';
import { BAD_FILES, RESUMES, TWO_PAGE_PDF } from '../helpers/resume-fixtures';

let recruiter: Caller;
beforeAll(async () => {
  recruiter = await sessionFor('recruiter');
});

const asJson = (bytes: Buffer, resumeExtension: string | undefined, as: Caller = recruiter) =>
  call(parseRoute, { as, body: { resume: bytes.toString('base64'), resumeExtension } });

function asMultipart(bytes: Buffer, fileName: string, as: Caller = recruiter) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return call(parseRoute, { as, form });
}

describe('POST /api/v1/parseResume', () => {
  it('reads a two-page PDF sent as JSON', async () => {
    const res = await asJson(await TWO_PAGE_PDF.build(), 'pdf');
    expect(res.status, res.text).toBe(200);
    const { expected } = TWO_PAGE_PDF;
    expect(res.json).toMatchObject({ fileType: 'pdf', fullName: expected.fullName, emails: expect.arrayContaining([expected.email]) });
    expect(res.json.phones).toContain(expected.phone);
    expect(res.json.skills).toEqual(expect.arrayContaining(expected.skills));
    expect(res.json.text.length).toBeGreaterThan(200);
  });

  it('reads every kind of file sent as multipart/form-data, taking the type from the file name', async () => {
    for (const extension of ['pdf', 'docx', 'rtf', 'txt'] as const) {
      const fixture = RESUMES.find((r) => r.extension === extension);
      if (!fixture) throw new Error(`no ${extension} fixture`);
      const res = await asMultipart(await fixture.build(), `My Resume.${extension}`);
      expect(res.status, `${fixture.label}: ${res.text}`).toBe(200);
      expect(res.json.fileType).toBe(extension);
      expect(res.json.emails).toContain(fixture.expected.email);
    }
  });

  it('is open to career-site guests', async () => {
    const guest = { guestCookie: await issueGuestToken() };
    const fixture = RESUMES.find((r) => r.extension === 'txt');
    const res = await asJson(await (fixture ?? TWO_PAGE_PDF).build(), fixture?.extension ?? 'pdf', guest);
    expect(res.status).toBe(200);
  });

  it.each(BAD_FILES.map((f) => [f.label, f] as const))('refuses %s with a plain 400, never a 500', async (_label, bad) => {
    const res = await asJson(await bad.build(), bad.extension);
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe('validation_failed');
    expect(res.json.errors[0].path).toBe('resume');
    expect(res.json.detail).not.toMatch(/Error:|at \w+ \(|stack/);
  });

  it('refuses a multipart body without a file, and one with an unknown part', async () => {
    const empty = new FormData();
    empty.append('resumeExtension', 'pdf');
    const none = await call(parseRoute, { as: recruiter, form: empty });
    expect(none.status).toBe(400);
    expect(none.json.errors.map((e: { path: string }) => e.path)).toContain('resume');
    const extra = new FormData();
    extra.append('file', new Blob(['Plain text resume of Asha Rao, asha@example.com']), 'cv.txt');
    extra.append('colour', 'red');
    expect((await call(parseRoute, { as: recruiter, form: extra })).json.errors.map((e: { path: string }) => e.path)).toContain('colour');
  });
});
