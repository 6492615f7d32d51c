import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { candidates, jobs } from '@/db/schema';
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/candidate/route';
import { GET as getRoute } from '@/app/api/v1/candidate/[candidateId]/route';
import { GET as resumeRoute } from '@/app/api/v1/candidate/[candidateId]/resume/route';
import { POST as statusRoute } from '@/app/api/v1/candidate/[candidateId]/status/route';
import { issueGuestToken } from '@/lib/auth/guest';
import { call, sessionFor, systemKey, type Caller } from '../helpers/call';
import { fullCandidate, minimalCandidate } from '../helpers/candidates';
import { PNG_1PX } from '../helpers/fixtures';

let recruiter: Caller;
let seq = 0;
const next = () => ++seq;

beforeAll(async () => {
  recruiter = await sessionFor('recruiter');
});

const create = (body: unknown, as: Caller = recruiter, headers?: Record<string, string>) => call(createRoute, { as, body, headers });

function jobWhere(condition: (j: { status: string; publishedOnPortal: boolean; publishedForReferral: boolean }) => boolean): string {
  const all = getDb()
    .select({ code: jobs.jobCode, status: jobs.status, publishedOnPortal: jobs.publishedOnPortal, publishedForReferral: jobs.publishedForReferral })
    .from(jobs)
    .all();
  const job = all.find(condition);
  if (!job) throw new Error('no such job in the seed');
  return job.code;
}

describe('POST /api/v1/candidate', () => {
  it('stores every field of NewCandidateRequest and reads each one back', async () => {
    const sent = fullCandidate(next());
    const jobCode = jobWhere((j) => j.status === 'open' && j.publishedOnPortal);
    const res = await create({ ...sent, jobCode });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ candidateId: expect.stringMatching(/^CAND-\d{6}$/), status: 'in_review', jobCode });

    const back = await call(getRoute, { as: recruiter, params: { candidateId: res.json.candidateId } });
    expect(back.status).toBe(200);
    const { resume: _resume, resumeExtension: _ext, panNumber, ...fields } = sent;
    expect(back.json).toMatchObject({ ...fields, panNumber: panNumber.toUpperCase(), jobCode, source: 'recruiter', inReview: true });
    expect(back.json.workExperience).toEqual(sent.workExperience);
    expect(back.json.education).toEqual(sent.education);
    expect(back.json.internshipExperience).toEqual(sent.internshipExperience);
    expect(back.json.resume).toMatchObject({ extension: 'txt', contentType: 'text/plain; charset=utf-8' });
    expect(back.json.statusHistory).toEqual([{ from: null, to: 'in_review', note: null, by: 'recruiter', at: expect.any(String) }]);

    const file = await call(resumeRoute, { as: recruiter, params: { candidateId: res.json.candidateId } });
    expect(file.status).toBe(200);
    expect(file.text).toBe(Buffer.from(sent.resume, 'base64').toString());
    expect(file.headers.get('content-disposition')).toContain('attachment');
  });

  it('needs only a first name and an e-mail or a mobile number', async () => {
    expect((await create(minimalCandidate(next()))).status).toBe(200);
    expect((await create({ firstName: 'Asha', mobileNumber: `98${String(next()).padStart(8, '1')}` })).status).toBe(200);
    const neither = await create({ firstName: 'Asha' });
    expect(neither.json.errors).toEqual([{ path: 'primaryEmail', message: 'Give primaryEmail or mobileNumber' }]);
    const nameless = await create({ primaryEmail: `x${next()}@example.com` });
    expect(nameless.json.errors.map((e: { path: string }) => e.path)).toEqual(['firstName']);
  });

  it.each([
    ['an invalid e-mail', { primaryEmail: 'not-an-email' }, 'primaryEmail'],
    ['an invalid secondary e-mail', { secondaryEmail: 'a@b' }, 'secondaryEmail'],
    ['a date that does not exist', { dateOfBirth: '1999-02-30' }, 'dateOfBirth'],
    ['a date in another format', { dateOfBirth: '17/08/1994' }, 'dateOfBirth'],
    ['education ending before it starts', { education: [{ degree: 'BSc', startDate: '2020-01-01', endDate: '2019-01-01' }] }, 'education.0.endDate'],
    ['a job ending before it starts', { workExperience: [{}, { startDate: '2021-05-01', endDate: '2021-04-30' }] }, 'workExperience.1.endDate'],
    ['an internship ending before it starts', { internshipExperience: [{ startDate: '2021-05-01', endDate: '2020-04-30' }] }, 'internshipExperience.0.endDate'],
    ['negative experience', { expInYears: -1 }, 'expInYears'],
    ['negative expected salary', { expectedSalary: -5 }, 'expectedSalary'],
    ['negative ctc', { workExperience: [{ ctc: -1 }] }, 'workExperience.0.ctc'],
    ['a number as a string', { noticePeriod: '30' }, 'noticePeriod'],
    ['inReview as a string', { inReview: 'yes' }, 'inReview'],
    ['an unknown field', { hobby: 'chess' }, 'hobby'],
    ['an unknown address field', { currentAddress: { street: 'x' } }, 'currentAddress.street'],
    ['skills as a string', { skills: 'Java' }, 'skills'],
    ['a resume without its extension', { resume: 'aGVsbG8=' }, 'resumeExtension'],
    ['a resume that is not base64', { resume: '***', resumeExtension: 'txt' }, 'resume'],
    ['a PNG as the resume', { resume: PNG_1PX.toString('base64'), resumeExtension: 'pdf' }, 'resume'],
    ['a text resume named .pdf', { resume: Buffer.from('plain words').toString('base64'), resumeExtension: 'pdf' }, 'resume'],
    ['a resume over 5 MiB', { resume: Buffer.alloc(5 * 1024 * 1024 + 1, 'a').toString('base64'), resumeExtension: 'txt' }, 'resume'],
    ['a PAN of the wrong shape', { panNumber: '1234' }, 'panNumber'],
  ])('refuses %s with a 400 naming the field', async (_what, change, path) => {
    const res = await create(minimalCandidate(next(), change));
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('refuses a person already on file, by e-mail in any case or by the same mobile written differently', async () => {
    const n = next();
    const first = await create(minimalCandidate(n, { mobileNumber: '9812345678' }));
    const byEmail = await create(minimalCandidate(n, { primaryEmail: `RAHUL.${n}@EXAMPLE.COM` }));
    expect(byEmail.status).toBe(400);
    expect(byEmail.json).toMatchObject({ code: 'duplicate_candidate', candidateId: first.json.candidateId });
    expect(byEmail.json.errors[0].path).toBe('primaryEmail');
    const byMobile = await create({ firstName: 'Other', mobileNumber: '+91 98123-45678' });
    expect(byMobile.json).toMatchObject({ code: 'duplicate_candidate', candidateId: first.json.candidateId });
    expect(byMobile.json.errors[0].path).toBe('mobileNumber');
  });

  it('lets only one of two simultaneous creations of the same person through', async () => {
    const body = minimalCandidate(next());
    const results = await Promise.all([create(body), create(body), create(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('answers 404 for a job that is unknown, a draft or closed', async () => {
    for (const jobCode of ['JOB-999999', jobWhere((j) => j.status === 'draft'), jobWhere((j) => j.status === 'closed')]) {
      const res = await create(minimalCandidate(next(), { jobCode }));
      expect(res.status, jobCode).toBe(404);
    }
  });

  it('writes once when retried with the same Idempotency-Key', async () => {
    const body = minimalCandidate(next());
    const headers = { 'Idempotency-Key': `cand-${seq}` };
    const first = await create(body, recruiter, headers);
    const again = await create(body, recruiter, headers);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.candidateId).toBe(first.json.candidateId);
  });

  it('records a system as the source api', async () => {
    const res = await create(minimalCandidate(next()), systemKey(['write']));
    const row = getDb().select({ source: candidates.source }).from(candidates).where(eq(candidates.candidateId, res.json.candidateId)).get();
    expect(row?.source).toBe('api');
  });
});

describe('a guest applying from the career site', () => {
  let guest: Caller;
  beforeAll(async () => {
    guest = { guestCookie: await issueGuestToken() };
  });
  const portalJob = () => jobWhere((j) => j.status === 'open' && j.publishedOnPortal);

  it('may apply to an open job on the portal, and the candidate comes from the career site', async () => {
    const res = await create(minimalCandidate(next(), { jobCode: portalJob() }), guest, undefined);
    expect(res.status, res.text).toBe(200);
    const row = getDb().select({ source: candidates.source, createdBy: candidates.createdBy }).from(candidates).where(eq(candidates.candidateId, res.json.candidateId)).get();
    expect(row?.source).toBe('career_site');
    expect(row?.createdBy).toMatch(/^guest:/);
  });

  it('may not create a candidate without a job, nor apply to a job open only for referrals', async () => {
    expect((await create(minimalCandidate(next()), guest)).status).toBe(403);
    const referralOnly = jobWhere((j) => j.status === 'open' && !j.publishedOnPortal);
    expect((await create(minimalCandidate(next(), { jobCode: referralOnly }), guest)).status).toBe(404);
  });

  it.each([
    ['inReview: true', { inReview: true }, ['inReview']],
    ['inReview: false', { inReview: false }, ['inReview']],
    ['referenceSource', { referenceSource: 'Referred by the CEO' }, ['referenceSource']],
    ['both', { inReview: true, referenceSource: 'x' }, ['inReview', 'referenceSource']],
  ])('may not set the recruiter-only %s (400 naming each field, nothing stored)', async (_what, change, paths) => {
    const body = minimalCandidate(next(), { jobCode: portalJob(), ...change });
    const res = await call(createRoute, { as: guest, ip: '198.51.100.21', proto: 'https', body });
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe('validation_failed');
    expect(res.json.errors.map((e: { path: string }) => e.path)).toEqual(paths);
    const stored = getDb().select({ id: candidates.id }).from(candidates).where(eq(candidates.primaryEmail, body.primaryEmail)).get();
    expect(stored).toBeUndefined();
    // A recruiter may set both.
    const recruiterRes = await create(body);
    expect(recruiterRes.status, recruiterRes.text).toBe(200);
  });

  it('is limited per client IP per hour', async () => {
    process.env.APPLY_LIMIT_PER_HOUR = '2';
    try {
      const ip = '198.51.100.7';
      const apply = () => call(createRoute, { as: guest, ip, proto: 'https', body: minimalCandidate(next(), { jobCode: portalJob() }) });
      expect((await apply()).status).toBe(200);
      expect((await apply()).status).toBe(200);
      const third = await apply();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await call(createRoute, { as: guest, ip: '198.51.100.8', proto: 'https', body: minimalCandidate(next(), { jobCode: portalJob() }) })).status).toBe(200);
    } finally {
      delete process.env.APPLY_LIMIT_PER_HOUR;
    }
  });
});

describe('recruiters read and move candidates', () => {
  it('lists newest first, searches and filters by job and status', async () => {
    const jobCode = jobWhere((j) => j.status === 'open' && j.publishedForReferral);
    const n = next();
    const made = await create(minimalCandidate(n, { firstName: 'Zubin', lastName: `Quartz${n}`, jobCode }));
    const list = await call(listRoute, { as: recruiter, query: { limit: '5' } });
    expect(list.json.items[0].candidateId).toBe(made.json.candidateId);
    const found = await call(listRoute, { as: recruiter, query: { q: `zubin quartz${n}` } });
    expect(found.json.items).toHaveLength(1);
    expect(found.json.items[0]).toMatchObject({ fullName: `Zubin Quartz${n}`, jobCode, hasResume: false, status: 'new' });
    const byJob = await call(listRoute, { as: recruiter, query: { jobCode: jobCode.toLowerCase(), limit: '100' } });
    expect(byJob.json.items.every((c: { jobCode: string }) => c.jobCode === jobCode)).toBe(true);
    const inReview = await call(listRoute, { as: recruiter, query: { status: 'in_review', limit: '100' } });
    expect(inReview.json.items.every((c: { status: string }) => c.status === 'in_review')).toBe(true);
  });

  it('moves new -> in_review -> shortlisted -> hired, keeping each move, and refuses the rest', async () => {
    const { candidateId } = (await create(minimalCandidate(next()))).json;
    const move = (status: string, note?: string) => call(statusRoute, { as: recruiter, params: { candidateId }, body: { status, note } });
    expect((await move('shortlisted')).json.code).toBe('conflict_state');
    expect((await move('in_review', 'Strong profile')).json.status).toBe('in_review');
    expect((await move('shortlisted')).status).toBe(200);
    const hired = await move('hired');
    expect(hired.json.statusHistory.map((h: { to: string }) => h.to)).toEqual(['new', 'in_review', 'shortlisted', 'hired']);
    expect(hired.json.statusHistory[1]).toMatchObject({ from: 'new', note: 'Strong profile', by: 'recruiter' });
    expect((await move('rejected')).json.code).toBe('conflict_state');
  });

  it('answers 404 for an unknown candidate and for a resume that was never sent', async () => {
    expect((await call(getRoute, { as: recruiter, params: { candidateId: 'CAND-999999' } })).status).toBe(404);
    const { candidateId } = (await create(minimalCandidate(next()))).json;
    expect((await call(resumeRoute, { as: recruiter, params: { candidateId } })).status).toBe(404);
  });
});
