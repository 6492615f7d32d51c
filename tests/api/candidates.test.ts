import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { applicationHistory, applications, candidates, employees, jobs } from '@/db/schema';
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/candidate/route';
import { GET as getRoute } from '@/app/api/v1/candidate/[candidateId]/route';
import { POST as notesRoute } from '@/app/api/v1/candidate/[candidateId]/notes/route';
import { GET as resumeRoute } from '@/app/api/v1/candidate/[candidateId]/resume/route';
import { POST as statusRoute } from '@/app/api/v1/candidate/[candidateId]/status/route';
import { issueGuestToken } from '@/lib/auth/guest';
import { call, sessionFor, systemKey, type Caller } from '../helpers/call';
import { fullCandidate, minimalCandidate } from '../helpers/candidates';
import { PNG_1PX } from '../helpers/fixtures';
import { makeJob } from '../helpers/jobs';

let recruiter: Caller;
let guest: Caller;
let seq = 0;
const next = () => ++seq;

beforeAll(async () => {
  recruiter = await sessionFor('recruiter');
  guest = { guestCookie: await issueGuestToken() };
});

const create = (body: unknown, as: Caller = recruiter, headers?: Record<string, string>) => call(createRoute, { as, body, headers });

// Each application from the career site comes from an address of its own, so the hourly limit per address
// (tested on its own below) stays out of the way.
let addresses = 0;
const apply = (body: unknown) => call(createRoute, { as: guest, ip: `203.0.113.${++addresses}`, proto: 'https', body });

const record = async (candidateId: string) => {
  const res = await call(getRoute, { as: recruiter, params: { candidateId } });
  expect(res.status, res.text).toBe(200);
  return res.json;
};
const moveTo = (candidateId: string, jobCode: string, status: string, note?: string) => call(statusRoute, { as: recruiter, params: { candidateId }, body: { jobCode, status, note } });

function displayName(username: string): string {
  const row = getDb().select({ name: employees.displayName }).from(employees).where(eq(employees.username, username)).get();
  if (!row) throw new Error(`no employee ${username}`);
  return row.name;
}

function jobWhere(condition: (j: { status: string; publishedOnPortal: boolean; publishedForReferral: boolean }) => boolean): string {
  const all = getDb()
    .select({ code: jobs.jobCode, status: jobs.status, publishedOnPortal: jobs.publishedOnPortal, publishedForReferral: jobs.publishedForReferral })
    .from(jobs)
    .all();
  const job = all.find(condition);
  if (!job) throw new Error('no such job in the seed');
  return job.code;
}

/** A job of our own on the career portal (and open for referrals), owned by the recruiter. */
const portalJob = () => makeJob(recruiter, { publishedOnPortal: true });

describe('POST /api/v1/candidate', () => {
  it('stores every field of NewCandidateRequest and reads each one back, with the application it made', async () => {
    const sent = fullCandidate(next());
    const jobCode = jobWhere((j) => j.status === 'open' && j.publishedOnPortal);
    const res = await create({ ...sent, jobCode });
    expect(res.status, res.text).toBe(200);
    // fullCandidate sets inReview: the application starts at screening.
    expect(res.json).toMatchObject({ candidateId: expect.stringMatching(/^CAND-\d{6}$/), applicationId: expect.stringMatching(/^APP-\d{6}$/), status: 'screening', jobCode });

    const back = await record(res.json.candidateId);
    const { resume: _resume, resumeExtension: _ext, inReview: _inReview, panNumber, ...fields } = sent;
    expect(back).toMatchObject({ ...fields, panNumber: panNumber.toUpperCase(), status: 'screening', createdBy: 'recruiter', createdByName: displayName('recruiter') });
    expect(back.workExperience).toEqual(sent.workExperience);
    expect(back.education).toEqual(sent.education);
    expect(back.internshipExperience).toEqual(sent.internshipExperience);
    expect(back.resume).toMatchObject({ extension: 'txt', contentType: 'text/plain; charset=utf-8' });
    expect(back.applications).toEqual([
      {
        applicationId: res.json.applicationId,
        jobCode,
        jobTitle: expect.any(String),
        stage: 'screening',
        source: 'recruiter',
        referralId: null,
        referrer: null,
        history: [{ from: null, to: 'screening', note: null, by: 'recruiter', byName: displayName('recruiter'), at: expect.any(String) }],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(back.notes).toEqual([]);

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

  it('without a job makes a candidate with no application and no status', async () => {
    const res = await create(minimalCandidate(next()));
    expect(res.json).toMatchObject({ applicationId: null, status: null, jobCode: null });
    expect(await record(res.json.candidateId)).toMatchObject({ status: null, applications: [] });
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

  it('finds a person already on file by e-mail in any case, or by the same mobile written differently, and makes no second candidate', async () => {
    const n = next();
    const first = await create(minimalCandidate(n, { mobileNumber: '9812345678' }));
    expect(first.status, first.text).toBe(200);
    const byEmail = await create(minimalCandidate(n, { primaryEmail: `RAHUL.${n}@EXAMPLE.COM` }));
    expect(byEmail.status, byEmail.text).toBe(200);
    expect(byEmail.json.candidateId).toBe(first.json.candidateId);
    const byMobile = await create({ firstName: 'Rahul', mobileNumber: '+91 98123-45678' });
    expect(byMobile.status, byMobile.text).toBe(200);
    expect(byMobile.json.candidateId).toBe(first.json.candidateId);
    const rows = getDb().select({ id: candidates.id }).from(candidates).where(eq(candidates.primaryEmailKey, `rahul.${n}@example.com`)).all();
    expect(rows).toHaveLength(1);
  });

  it('adds an application to the same candidate when the same e-mail, in another case, applies to a second job', async () => {
    const [first, second] = [await portalJob(), await portalJob()];
    const n = next();
    const a = await apply(minimalCandidate(n, { jobCode: first }));
    expect(a.status, a.text).toBe(200);
    const b = await apply(minimalCandidate(n, { primaryEmail: `Rahul.${n}@Example.COM`, jobCode: second }));
    expect(b.status, b.text).toBe(200);
    expect(b.json).toMatchObject({ candidateId: a.json.candidateId, status: 'applied', jobCode: second });
    expect(b.json.applicationId).not.toBe(a.json.applicationId);
    const back = await record(a.json.candidateId);
    // Newest first, each from the career site, each at its own stage.
    expect(back.applications.map((x: { applicationId: string; jobCode: string; source: string; stage: string }) => [x.applicationId, x.jobCode, x.source, x.stage])).toEqual([
      [b.json.applicationId, second, 'career_site', 'applied'],
      [a.json.applicationId, first, 'career_site', 'applied'],
    ]);
    expect(getDb().select({ id: candidates.id }).from(candidates).where(eq(candidates.primaryEmailKey, `rahul.${n}@example.com`)).all()).toHaveLength(1);
  });

  it('keeps the details on file when a guest applies again, and takes a recruiter’s', async () => {
    const [first, second] = [await portalJob(), await portalJob()];
    const n = next();
    const email = `rahul.${n}@example.com`;
    const original = await apply({ firstName: 'Rahul', lastName: 'Menon', primaryEmail: email, expectedSalary: 1_000_000, skills: ['Java'], jobCode: first });
    expect(original.status, original.text).toBe(200);
    const candidateId: string = original.json.candidateId;

    const again = await apply({ firstName: 'Someone', lastName: 'Else', primaryEmail: email.toUpperCase(), expectedSalary: 9_000_000, skills: ['Cobol'], jobCode: second });
    expect(again.status, again.text).toBe(200);
    expect(again.json.candidateId).toBe(candidateId);
    expect(await record(candidateId)).toMatchObject({ firstName: 'Rahul', lastName: 'Menon', primaryEmail: email, expectedSalary: 1_000_000, skills: ['Java'] });

    const byRecruiter = await create({ firstName: 'Rahul', lastName: 'Menon-Iyer', primaryEmail: email, expectedSalary: 1_500_000, skills: ['Go', 'SQL'], jobCode: first });
    expect(byRecruiter.status, byRecruiter.text).toBe(200);
    // A recruiter's repeat of an application updates the details and leaves the application as it was.
    expect(byRecruiter.json).toMatchObject({ candidateId, applicationId: original.json.applicationId, status: 'applied' });
    const back = await record(candidateId);
    expect(back).toMatchObject({ firstName: 'Rahul', lastName: 'Menon-Iyer', expectedSalary: 1_500_000, skills: ['Go', 'SQL'], updatedAt: expect.any(String) });
    expect(back.applications).toHaveLength(2);
  });

  it('refuses a guest applying twice to one job with duplicate_application, changing nothing', async () => {
    const jobCode = await portalJob();
    const n = next();
    const first = await apply(minimalCandidate(n, { jobCode }));
    expect(first.status, first.text).toBe(200);
    const twice = await apply(minimalCandidate(n, { primaryEmail: `RAHUL.${n}@example.com`, lastName: 'Changed', jobCode }));
    expect(twice.status).toBe(400);
    expect(twice.json).toMatchObject({ code: 'duplicate_application', applicationId: first.json.applicationId });
    expect(twice.json.errors).toEqual([{ path: 'jobCode', message: 'Already applied' }]);
    const back = await record(first.json.candidateId);
    expect(back.lastName).toBe('Menon');
    expect(back.applications).toHaveLength(1);
    expect(back.applications[0].history).toHaveLength(1);
  });

  it('refuses a recruiter’s details that would take another candidate’s mobile number with duplicate_candidate', async () => {
    const mobile = `+91 96${String(next()).padStart(8, '0')}`;
    const owner = await create(minimalCandidate(next(), { mobileNumber: mobile }));
    const n = next();
    const other = await create(minimalCandidate(n));
    const clash = await create(minimalCandidate(n, { mobileNumber: mobile.replace('+91 ', '0') }));
    expect(clash.status).toBe(400);
    expect(clash.json).toMatchObject({ code: 'duplicate_candidate', candidateId: owner.json.candidateId });
    expect(clash.json.errors[0].path).toBe('mobileNumber');
    expect((await record(other.json.candidateId)).mobileNumber).toBeNull();
  });

  it('starts a recruiter’s or a system’s application at screening with inReview, else at applied', async () => {
    const jobCode = await portalJob();
    const reviewed = await create(minimalCandidate(next(), { jobCode, inReview: true }));
    expect(reviewed.json.status).toBe('screening');
    expect((await record(reviewed.json.candidateId)).applications[0].history).toEqual([
      { from: null, to: 'screening', note: null, by: 'recruiter', byName: displayName('recruiter'), at: expect.any(String) },
    ]);
    expect((await create(minimalCandidate(next(), { jobCode, inReview: false }))).json.status).toBe('applied');
    expect((await create(minimalCandidate(next(), { jobCode }))).json.status).toBe('applied');
    expect((await create(minimalCandidate(next(), { jobCode, inReview: true }), systemKey(['write']))).json.status).toBe('screening');
  });

  it('makes one candidate of simultaneous submissions of the same person, and one application of a guest’s', async () => {
    const body = minimalCandidate(next());
    const results = await Promise.all([create(body), create(body), create(body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json.candidateId)).size).toBe(1);

    const jobCode = await portalJob();
    const application = minimalCandidate(next(), { jobCode });
    const applied = await Promise.all([apply(application), apply(application), apply(application)]);
    expect(applied.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(applied.filter((r) => r.status === 400).every((r) => r.json.code === 'duplicate_application')).toBe(true);
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

  it('records a system’s application as coming from the api', async () => {
    const jobCode = await portalJob();
    const system = systemKey(['read', 'write']);
    const res = await create(minimalCandidate(next(), { jobCode }), system);
    expect(res.status, res.text).toBe(200);
    const row = getDb().select({ source: applications.source }).from(applications).where(eq(applications.applicationId, res.json.applicationId)).get();
    expect(row?.source).toBe('api');
    const back = await call(getRoute, { as: system, params: { candidateId: res.json.candidateId } });
    expect(back.json.createdBy).toMatch(/^cli_/);
    expect(back.json.createdByName).toBe('test-read-write');
  });
});

describe('a guest applying from the career site', () => {
  const seededPortalJob = () => jobWhere((j) => j.status === 'open' && j.publishedOnPortal);

  it('may apply to an open job on the portal, and the application comes from the career site', async () => {
    const res = await apply(minimalCandidate(next(), { jobCode: seededPortalJob() }));
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe('applied');
    const back = await record(res.json.candidateId);
    expect(back.createdBy).toMatch(/^guest:/);
    expect(back.createdByName).toBe('the candidate, on the career site');
    expect(back.applications[0]).toMatchObject({ source: 'career_site', stage: 'applied', history: [{ from: null, to: 'applied', byName: 'the candidate, on the career site' }] });
  });

  it('may not create a candidate without a job, nor apply to a job open only for referrals', async () => {
    expect((await apply(minimalCandidate(next()))).status).toBe(403);
    const referralOnly = jobWhere((j) => j.status === 'open' && !j.publishedOnPortal);
    expect((await apply(minimalCandidate(next(), { jobCode: referralOnly }))).status).toBe(404);
  });

  it.each([
    ['inReview: true', { inReview: true }, ['inReview']],
    ['inReview: false', { inReview: false }, ['inReview']],
    ['referenceSource', { referenceSource: 'Referred by the CEO' }, ['referenceSource']],
    ['both', { inReview: true, referenceSource: 'x' }, ['inReview', 'referenceSource']],
  ])('may not set the recruiter-only %s (400 naming each field, nothing stored)', async (_what, change, paths) => {
    const body = minimalCandidate(next(), { jobCode: seededPortalJob(), ...change });
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
      const once = () => call(createRoute, { as: guest, ip, proto: 'https', body: minimalCandidate(next(), { jobCode: seededPortalJob() }) });
      expect((await once()).status).toBe(200);
      expect((await once()).status).toBe(200);
      const third = await once();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await call(createRoute, { as: guest, ip: '198.51.100.8', proto: 'https', body: minimalCandidate(next(), { jobCode: seededPortalJob() }) })).status).toBe(200);
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
    expect(list.status, list.text).toBe(200);
    expect(list.json.items[0].candidateId).toBe(made.json.candidateId);
    const found = await call(listRoute, { as: recruiter, query: { q: `zubin quartz${n}` } });
    expect(found.json.items).toHaveLength(1);
    expect(found.json.items[0]).toMatchObject({ fullName: `Zubin Quartz${n}`, jobCode, source: 'recruiter', applicationCount: 1, hasResume: false, status: 'applied' });
    const byJob = await call(listRoute, { as: recruiter, query: { jobCode: jobCode.toLowerCase(), limit: '100' } });
    expect(byJob.json.items.length).toBeGreaterThan(0);
    expect(byJob.json.items.every((c: { jobCode: string }) => c.jobCode === jobCode)).toBe(true);
    await moveTo(made.json.candidateId, jobCode, 'screening');
    const screening = await call(listRoute, { as: recruiter, query: { status: 'screening', limit: '100' } });
    expect(screening.json.items.every((c: { status: string }) => c.status === 'screening')).toBe(true);
    expect(screening.json.items.map((c: { candidateId: string }) => c.candidateId)).toContain(made.json.candidateId);
  });

  it('lists a candidate with several applications once, showing the newest', async () => {
    const [first, second] = [await portalJob(), await portalJob()];
    const n = next();
    const made = await create(minimalCandidate(n, { lastName: `Twice${n}`, jobCode: first }));
    await create(minimalCandidate(n, { lastName: `Twice${n}`, jobCode: second }));
    const found = await call(listRoute, { as: recruiter, query: { q: `Twice${n}` } });
    expect(found.json.items).toEqual([expect.objectContaining({ candidateId: made.json.candidateId, jobCode: second, applicationCount: 2 })]);
    expect(found.json.total).toBe(1);
    const byFirstJob = await call(listRoute, { as: recruiter, query: { jobCode: first } });
    expect(byFirstJob.json.items.map((c: { candidateId: string }) => c.candidateId)).toEqual([made.json.candidateId]);
  });

  it('moves applied -> screening -> interviewing -> offered -> hired, keeping each move, and refuses the rest with conflict_state', async () => {
    const jobCode = await portalJob();
    const { candidateId } = (await create(minimalCandidate(next(), { jobCode }))).json;
    const skipping = await moveTo(candidateId, jobCode, 'interviewing');
    expect(skipping.status).toBe(400);
    expect(skipping.json).toMatchObject({ code: 'conflict_state', currentStatus: 'applied' });
    const screened = await moveTo(candidateId, jobCode, 'screening', 'Strong profile');
    expect(screened.status, screened.text).toBe(200);
    expect(screened.json.status).toBe('screening');
    expect((await moveTo(candidateId, jobCode, 'interviewing')).status).toBe(200);
    expect((await moveTo(candidateId, jobCode, 'offered')).status).toBe(200);
    const hired = await moveTo(candidateId, jobCode, 'hired');
    expect(hired.json.status).toBe('hired');
    const [application] = hired.json.applications;
    expect(application.stage).toBe('hired');
    expect(application.history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'applied'],
      ['applied', 'screening'],
      ['screening', 'interviewing'],
      ['interviewing', 'offered'],
      ['offered', 'hired'],
    ]);
    expect(application.history[1]).toMatchObject({ note: 'Strong profile', by: 'recruiter', byName: displayName('recruiter') });
    for (const to of ['rejected', 'withdrawn', 'offered', 'hired']) {
      const after = await moveTo(candidateId, jobCode, to);
      expect(after.status, to).toBe(400);
      expect(after.json).toMatchObject({ code: 'conflict_state', currentStatus: 'hired' });
    }
    const rows = getDb().select({ id: applicationHistory.id }).from(applicationHistory).innerJoin(applications, eq(applications.id, applicationHistory.applicationId)).where(eq(applications.applicationId, application.applicationId)).all();
    expect(rows).toHaveLength(5);
  });

  it('ends an application as rejected or withdrawn from any open stage, for good', async () => {
    const jobCode = await portalJob();
    for (const ending of ['rejected', 'withdrawn']) {
      const { candidateId } = (await create(minimalCandidate(next(), { jobCode }))).json;
      await moveTo(candidateId, jobCode, 'screening');
      const ended = await moveTo(candidateId, jobCode, ending, 'Closed the loop');
      expect(ended.status, ended.text).toBe(200);
      expect(ended.json.applications[0].stage).toBe(ending);
      for (const to of ['screening', 'interviewing', ending === 'rejected' ? 'withdrawn' : 'rejected']) expect((await moveTo(candidateId, jobCode, to)).json.code).toBe('conflict_state');
    }
  });

  it('answers 404 for a move of an application the candidate does not have', async () => {
    const [applied, other] = [await portalJob(), await portalJob()];
    const { candidateId } = (await create(minimalCandidate(next(), { jobCode: applied }))).json;
    const res = await moveTo(candidateId, other, 'screening');
    expect(res.status).toBe(404);
    expect(res.json.errors).toEqual([{ path: 'jobCode', message: 'No application to this job' }]);
    expect((await moveTo('CAND-999999', applied, 'screening')).status).toBe(404);
  });

  it('derives the candidate’s status from the most advanced application', async () => {
    const [a, b, c] = [await portalJob(), await portalJob(), await portalJob()];
    const n = next();
    const { candidateId } = (await create(minimalCandidate(n, { jobCode: a }))).json;
    await create(minimalCandidate(n, { jobCode: b }));
    const status = async () => (await record(candidateId)).status;
    const listed = async () => (await call(listRoute, { as: recruiter, query: { q: `rahul.${n}@` } })).json.items[0].status;
    expect(await status()).toBe('applied');
    await moveTo(candidateId, a, 'screening');
    await moveTo(candidateId, a, 'interviewing');
    // The furthest open stage wins, whichever application moved last.
    await moveTo(candidateId, b, 'screening');
    expect(await status()).toBe('interviewing');
    expect(await listed()).toBe('interviewing');
    // An ending counts below any open stage.
    await moveTo(candidateId, a, 'rejected');
    expect(await status()).toBe('screening');
    // With only endings, the latest one.
    await moveTo(candidateId, b, 'withdrawn');
    expect(await status()).toBe('withdrawn');
    // A hire wins over everything.
    await create(minimalCandidate(n, { jobCode: c }));
    expect(await status()).toBe('applied');
    for (const to of ['screening', 'interviewing', 'offered', 'hired']) await moveTo(candidateId, c, to);
    expect(await status()).toBe('hired');
    expect(await listed()).toBe('hired');
  });

  it('adds a note to one application with its author’s name, oldest first', async () => {
    const [first, second] = [await portalJob(), await portalJob()];
    const n = next();
    const { candidateId, applicationId } = (await create(minimalCandidate(n, { jobCode: first }))).json;
    await create(minimalCandidate(n, { jobCode: second }));
    const note = (jobCode: string, body: string, as: Caller = recruiter) => call(notesRoute, { as, params: { candidateId }, body: { jobCode, body } });
    const res = await note(first, '  Strong on SQL; ask about notice period.  ');
    expect(res.status, res.text).toBe(200);
    expect(res.json.notes).toEqual([
      { noteId: expect.any(Number), applicationId, body: 'Strong on SQL; ask about notice period.', author: 'recruiter', authorName: displayName('recruiter'), createdAt: expect.any(String) },
    ]);
    const admin = await sessionFor('admin');
    const second_ = await note(second, 'Second round with the team lead', admin);
    expect(second_.json.notes.map((x: { body: string; authorName: string }) => [x.body, x.authorName])).toEqual([
      ['Strong on SQL; ask about notice period.', displayName('recruiter')],
      ['Second round with the team lead', displayName('admin')],
    ]);
    // A note moves nothing.
    expect(second_.json.applications.every((x: { stage: string; history: unknown[] }) => x.stage === 'applied' && x.history.length === 1)).toBe(true);
    const elsewhere = await note(await portalJob(), 'No such application');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.errors[0].path).toBe('jobCode');
    expect((await note(first, '   ')).json.errors[0].path).toBe('body');
  });

  it('answers 404 for an unknown candidate and for a resume that was never sent', async () => {
    expect((await call(getRoute, { as: recruiter, params: { candidateId: 'CAND-999999' } })).status).toBe(404);
    const { candidateId } = (await create(minimalCandidate(next()))).json;
    expect((await call(resumeRoute, { as: recruiter, params: { candidateId } })).status).toBe(404);
  });
});
