import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, isPostgres } from '@/db/client';
import { applications, candidates, jobs, storedFiles } from '@/db/schema';
import { GET as listRoute, POST as createRoute } from '@/app/api/v1/candidate/route';
import { GET as getRoute } from '@/app/api/v1/candidate/[candidateId]/route';
import { GET as resumeRoute } from '@/app/api/v1/candidate/[candidateId]/resume/route';
import { POST as statusRoute } from '@/app/api/v1/candidate/[candidateId]/status/route';
import { issueGuestToken } from '@/lib/auth/guest';
import { candidateMoveScope } from '@/lib/applications/pipeline';
import { contactScope } from '@/lib/candidates/create';
import { fileSha256 } from '@/lib/files/store';
import { call, sessionFor, systemKey, type Caller } from '../helpers/call';
import { fullCandidate, minimalCandidate } from '../helpers/candidates';
import { PNG_1PX } from '../helpers/fixtures';
import { holdWrite, stillWaiting } from '../helpers/held-write';
import { postgresRoundTrips } from '../helpers/round-trips';

let recruiter: Caller;
let seq = 0;
const next = () => ++seq;

beforeAll(async () => {
  recruiter = await sessionFor('recruiter');
});

const create = (body: unknown, as: Caller = recruiter, headers?: Record<string, string>) => call(createRoute, { as, body, headers });

/** The first `count` open jobs on the portal. */
async function openJobs(count: number): Promise<string[]> {
  const codes = (await getDb().select({ code: jobs.jobCode }).from(jobs).where(eq(jobs.status, 'open')).orderBy(asc(jobs.id))).map((j) => j.code);
  return codes.slice(0, count);
}

async function jobWhere(condition: (j: { status: string; publishedOnPortal: boolean; publishedForReferral: boolean }) => boolean): Promise<string> {
  const all = await getDb()
    .select({ code: jobs.jobCode, status: jobs.status, publishedOnPortal: jobs.publishedOnPortal, publishedForReferral: jobs.publishedForReferral })
    .from(jobs)
    .orderBy(asc(jobs.id));
  const job = all.find(condition);
  if (!job) throw new Error('no such job in the seed');
  return job.code;
}

describe('POST /api/v1/candidate', () => {
  it('stores every field of NewCandidateRequest and reads each one back', async () => {
    const sent = fullCandidate(next());
    const jobCode = await jobWhere((j) => j.status === 'open' && j.publishedOnPortal);
    const res = await create({ ...sent, jobCode });
    expect(res.status, res.text).toBe(200);
    // inReview from a recruiter starts the application at screening.
    expect(res.json).toMatchObject({ candidateId: expect.stringMatching(/^CAND-\d{6}$/), applicationId: expect.stringMatching(/^APP-\d{6}$/), status: 'screening', jobCode });

    const back = await call(getRoute, { as: recruiter, params: { candidateId: res.json.candidateId } });
    expect(back.status).toBe(200);
    const { resume: _resume, resumeExtension: _ext, panNumber, inReview: _inReview, ...fields } = sent;
    expect(back.json).toMatchObject({ ...fields, panNumber: panNumber.toUpperCase(), status: 'screening', createdByName: 'Farhan Qureshi' });
    expect(back.json.applications).toMatchObject([{ applicationId: res.json.applicationId, jobCode, stage: 'screening', source: 'recruiter', referralId: null, referrer: null }]);
    expect(back.json.workExperience).toEqual(sent.workExperience);
    expect(back.json.education).toEqual(sent.education);
    expect(back.json.internshipExperience).toEqual(sent.internshipExperience);
    expect(back.json.resume).toMatchObject({ extension: 'txt', contentType: 'text/plain; charset=utf-8' });
    expect(back.json.applications[0].history).toEqual([{ from: null, to: 'screening', note: null, by: 'recruiter', byName: 'Farhan Qureshi', at: expect.any(String) }]);

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

  it('adds an application to the person already on file, found by e-mail in any case or by the same mobile written differently', async () => {
    const n = next();
    const [jobA, jobB, jobC] = await openJobs(3);
    const first = await create(minimalCandidate(n, { mobileNumber: '9812345678', jobCode: jobA }));
    const byEmail = await create(minimalCandidate(n, { primaryEmail: `RAHUL.${n}@EXAMPLE.COM`, jobCode: jobB }));
    expect(byEmail.status, byEmail.text).toBe(200);
    expect(byEmail.json).toMatchObject({ candidateId: first.json.candidateId, jobCode: jobB, status: 'applied' });
    expect(byEmail.json.applicationId).not.toBe(first.json.applicationId);
    const byMobile = await create({ firstName: 'Rahul', mobileNumber: '+91 98123-45678', jobCode: jobC });
    expect(byMobile.json.candidateId).toBe(first.json.candidateId);
    const back = await call(getRoute, { as: recruiter, params: { candidateId: first.json.candidateId } });
    expect(back.json.applications.map((a: { jobCode: string }) => a.jobCode).sort()).toEqual([jobA, jobB, jobC].sort());
  });

  it('refuses a recruiter’s details that would take another candidate’s mobile number', async () => {
    const [a, b] = [next(), next()];
    const mobile = `97${String(b).padStart(8, '3')}`;
    const withMobile = await create(minimalCandidate(b, { mobileNumber: mobile }));
    await create(minimalCandidate(a));
    const clash = await create(minimalCandidate(a, { mobileNumber: `+91 ${mobile}` }));
    expect(clash.status).toBe(400);
    expect(clash.json).toMatchObject({ code: 'duplicate_candidate', candidateId: withMobile.json.candidateId });
    expect(clash.json.errors[0].path).toBe('mobileNumber');
  });

  it('keeps one candidate for three simultaneous creations of the same person', async () => {
    const body = minimalCandidate(next());
    const results = await Promise.all([create(body), create(body), create(body)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json.candidateId)).size).toBe(1);
    expect(await getDb().select({ id: candidates.id }).from(candidates).where(eq(candidates.primaryEmailKey, body.primaryEmail.toLowerCase()))).toHaveLength(1);
  });

  it('takes the person’s contact as its scope, not the whole database', () => {
    const body = minimalCandidate(next(), { mobileNumber: '+91 98450 12345' });
    expect(contactScope(body)).toEqual({ locks: [`contact:email:${body.primaryEmail.toLowerCase()}`, 'contact:mobile:+919845012345'] });
    expect(contactScope({ primaryEmail: null, mobileNumber: null })).toEqual({ locks: [] });
  });

  it.skipIf(!isPostgres(getDb()))('waits for another write storing the same new resume, and not once it is stored, on PostgreSQL', async () => {
    const text = `Grace Hopper, compilers ${next()}`;
    const resume = { resume: Buffer.from(text).toString('base64'), resumeExtension: 'txt' };
    const fileKey = { locks: [`file:${fileSha256(Buffer.from(text))}`] };
    let held = await holdWrite(fileKey);
    let first: ReturnType<typeof create> | undefined;
    try {
      first = create(minimalCandidate(next(), resume));
      expect(await stillWaiting(first, 400)).toBe(true);
    } finally {
      held.release();
      await held.done;
    }
    expect((await first)?.status).toBe(200);
    // Found stored by the write's first statement: the file's key is not taken again.
    held = await holdWrite(fileKey);
    try {
      const second = create(minimalCandidate(next(), resume));
      expect(await stillWaiting(second, 5000)).toBe(false);
      expect((await second).status).toBe(200);
    } finally {
      held.release();
      await held.done;
    }
  });

  it('stores one copy of a new resume sent with two people at once', async () => {
    const text = `Katherine Johnson, trajectories ${next()}`;
    const resume = { resume: Buffer.from(text).toString('base64'), resumeExtension: 'txt' };
    const made = await Promise.all([create(minimalCandidate(next(), resume)), create(minimalCandidate(next(), resume))]);
    expect(made.map((r) => r.status)).toEqual([200, 200]);
    const stored = await getDb().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.sha256, fileSha256(Buffer.from(text))));
    expect(stored).toHaveLength(1);
  });

  it.skipIf(!isPostgres(getDb()))('writes a new person in two round trips on PostgreSQL when their resume is stored already', async () => {
    const resume = { resume: Buffer.from('Ada Lovelace, analyst').toString('base64'), resumeExtension: 'txt' };
    expect((await create(minimalCandidate(next(), resume))).status).toBe(200);
    const { result: made, sent } = await postgresRoundTrips(() => create(minimalCandidate(next(), resume)));
    expect(made.status, made.text).toBe(200);
    // The BEGIN with the person's look-up, the resume's and the new id; the COMMIT with the candidate's row.
    expect(sent).toHaveLength(2);
    const [row] = await getDb().select({ resumeFileId: candidates.resumeFileId }).from(candidates).where(eq(candidates.candidateId, made.json.candidateId));
    expect(row?.resumeFileId).toEqual(expect.any(Number));
    expect((await call(resumeRoute, { as: recruiter, params: { candidateId: made.json.candidateId } })).status).toBe(200);
  });

  it.skipIf(!isPostgres(getDb()))('is written while another scoped write is open, on PostgreSQL', async () => {
    const held = await holdWrite({ locks: ['test:elsewhere'] });
    try {
      // Had it taken the database's write lock, it would wait for the open write, which waits for it.
      const made = create(minimalCandidate(next()));
      expect(await stillWaiting(made, 5000)).toBe(false);
      expect((await made).status).toBe(200);
    } finally {
      held.release();
      await held.done;
    }
  });

  it.skipIf(!isPostgres(getDb()))('waits for a stage move of the person on file, whose candidate’s key it takes once found, on PostgreSQL', async () => {
    const body = minimalCandidate(next());
    const made = await create(body);
    const held = await holdWrite(candidateMoveScope(made.json.candidateId));
    let again: ReturnType<typeof create> | undefined;
    try {
      again = create({ ...body, lastName: 'Updated' });
      expect(await stillWaiting(again, 400)).toBe(true);
    } finally {
      held.release();
      await held.done;
    }
    expect((await again)?.json.candidateId).toBe(made.json.candidateId);
  });

  it('lets a recruiter’s repeat replace the details on file', async () => {
    const n = next();
    const made = await create(minimalCandidate(n, { lastName: 'Old' }));
    const again = await create(minimalCandidate(n, { lastName: 'New', skills: ['Go'] }));
    expect(again.json.candidateId).toBe(made.json.candidateId);
    const back = await call(getRoute, { as: recruiter, params: { candidateId: made.json.candidateId } });
    expect(back.json).toMatchObject({ lastName: 'New', skills: ['Go'] });
  });

  it('answers 404 for a job that is unknown, a draft or closed', async () => {
    for (const jobCode of ['JOB-999999', await jobWhere((j) => j.status === 'draft'), await jobWhere((j) => j.status === 'closed')]) {
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

  it('records a system’s application with the source api', async () => {
    const [jobCode] = await openJobs(1);
    const res = await create(minimalCandidate(next(), { jobCode }), await systemKey(['write']));
    const back = await call(getRoute, { as: recruiter, params: { candidateId: res.json.candidateId } });
    expect(back.json.applications).toMatchObject([{ jobCode, source: 'api', stage: 'applied' }]);
    // Named by the system's own name wherever it acted.
    expect(back.json.createdByName).toBe('test-write');
    expect(back.json.applications[0].history).toMatchObject([{ to: 'applied', byName: 'test-write' }]);
  });
});

describe('a guest applying from the career site', () => {
  let guest: Caller;
  beforeAll(async () => {
    guest = { guestCookie: await issueGuestToken() };
  });
  const portalJob = () => jobWhere((j) => j.status === 'open' && j.publishedOnPortal);

  it('may apply to an open job on the portal, and the application comes from the career site', async () => {
    const res = await create(minimalCandidate(next(), { jobCode: await portalJob() }), guest, undefined);
    expect(res.status, res.text).toBe(200);
    const back = await call(getRoute, { as: recruiter, params: { candidateId: res.json.candidateId } });
    expect(back.json.applications).toMatchObject([{ source: 'career_site', stage: 'applied' }]);
    expect(back.json.createdBy).toMatch(/^guest:/);
    expect(back.json.createdByName).toBe('the candidate, on the career site');
  });

  it('adds a second job to the same person without changing their details, and refuses the same job twice', async () => {
    const n = next();
    const [jobA, jobB] = await openJobs(2);
    const first = await create(minimalCandidate(n, { jobCode: jobA, lastName: 'Original' }), guest);
    const second = await create(minimalCandidate(n, { jobCode: jobB, lastName: 'Impostor' }), guest);
    expect(second.status, second.text).toBe(200);
    expect(second.json.candidateId).toBe(first.json.candidateId);
    const back = await call(getRoute, { as: recruiter, params: { candidateId: first.json.candidateId } });
    expect(back.json.lastName).toBe('Original');
    expect(back.json.applications).toHaveLength(2);
    const again = await create(minimalCandidate(n, { jobCode: jobA }), guest);
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ code: 'duplicate_application', candidateId: first.json.candidateId, applicationId: first.json.applicationId });
  });

  it('may not create a candidate without a job, nor apply to a job open only for referrals', async () => {
    expect((await create(minimalCandidate(next()), guest)).status).toBe(403);
    const referralOnly = await jobWhere((j) => j.status === 'open' && !j.publishedOnPortal);
    expect((await create(minimalCandidate(next(), { jobCode: referralOnly }), guest)).status).toBe(404);
  });

  it.each([
    ['inReview: true', { inReview: true }, ['inReview']],
    ['inReview: false', { inReview: false }, ['inReview']],
    ['referenceSource', { referenceSource: 'Referred by the CEO' }, ['referenceSource']],
    ['both', { inReview: true, referenceSource: 'x' }, ['inReview', 'referenceSource']],
  ])('may not set the recruiter-only %s (400 naming each field, nothing stored)', async (_what, change, paths) => {
    const body = minimalCandidate(next(), { jobCode: await portalJob(), ...change });
    const res = await call(createRoute, { as: guest, ip: '198.51.100.21', proto: 'https', body });
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe('validation_failed');
    expect(res.json.errors.map((e: { path: string }) => e.path)).toEqual(paths);
    const stored = await getDb().select({ id: candidates.id }).from(candidates).where(eq(candidates.primaryEmail, body.primaryEmail));
    expect(stored).toEqual([]);
    // A recruiter may set both.
    const recruiterRes = await create(body);
    expect(recruiterRes.status, recruiterRes.text).toBe(200);
  });

  it('is limited per client IP per hour', async () => {
    process.env.APPLY_LIMIT_PER_HOUR = '2';
    try {
      const ip = '198.51.100.7';
      const apply = async () => call(createRoute, { as: guest, ip, proto: 'https', body: minimalCandidate(next(), { jobCode: await portalJob() }) });
      expect((await apply()).status).toBe(200);
      expect((await apply()).status).toBe(200);
      const third = await apply();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not affected.
      expect((await call(createRoute, { as: guest, ip: '198.51.100.8', proto: 'https', body: minimalCandidate(next(), { jobCode: await portalJob() }) })).status).toBe(200);
    } finally {
      delete process.env.APPLY_LIMIT_PER_HOUR;
    }
  });
});

describe('recruiters read and move candidates', () => {
  it('lists newest first, searches and filters by job and status', async () => {
    const jobCode = await jobWhere((j) => j.status === 'open' && j.publishedForReferral);
    const n = next();
    const made = await create(minimalCandidate(n, { firstName: 'Zubin', lastName: `Quartz${n}`, jobCode }));
    const list = await call(listRoute, { as: recruiter, query: { limit: '5' } });
    expect(list.json.items[0].candidateId).toBe(made.json.candidateId);
    const found = await call(listRoute, { as: recruiter, query: { q: `zubin quartz${n}` } });
    expect(found.json.items).toHaveLength(1);
    expect(found.json.items[0]).toMatchObject({ fullName: `Zubin Quartz${n}`, jobCode, hasResume: false, status: 'applied', applicationCount: 1 });
    const byJob = await call(listRoute, { as: recruiter, query: { jobCode: jobCode.toLowerCase(), limit: '100' } });
    // Every candidate listed applied to that job (their newest application may be another one's).
    const ids = byJob.json.items.map((c: { candidateId: string }) => c.candidateId);
    expect(ids).toContain(made.json.candidateId);
    const appliedThere = (
      await getDb()
        .select({ candidateId: candidates.candidateId })
        .from(applications)
        .innerJoin(candidates, eq(candidates.id, applications.candidateId))
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(jobs.jobCode, jobCode))
    ).map((row) => row.candidateId);
    expect(ids.every((id: string) => appliedThere.includes(id))).toBe(true);
    const screening = await call(listRoute, { as: recruiter, query: { status: 'screening', limit: '100' } });
    expect(screening.json.items.length).toBeGreaterThan(0);
    expect(screening.json.items.every((c: { status: string }) => c.status === 'screening')).toBe(true);
  });

  it('moves one application applied -> screening -> interviewing -> offered -> hired, keeping each move, and refuses the rest', async () => {
    const [jobA, jobB] = await openJobs(2);
    const n = next();
    const { candidateId } = (await create(minimalCandidate(n, { jobCode: jobA }))).json;
    await create(minimalCandidate(n, { jobCode: jobB }));
    const move = (status: string, note?: string, jobCode = jobA) => call(statusRoute, { as: recruiter, params: { candidateId }, body: { jobCode, status, note } });
    const skipped = await move('interviewing');
    expect(skipped.json).toMatchObject({ code: 'conflict_state', currentStatus: 'applied' });
    expect((await move('screening', 'Strong profile')).json.status).toBe('screening');
    expect((await move('interviewing')).status).toBe(200);
    expect((await move('offered')).status).toBe(200);
    const hired = await move('hired');
    // Newest first, each with its job's title.
    expect(hired.json.applications.map((a: { jobCode: string }) => a.jobCode)).toEqual([jobB, jobA]);
    expect(hired.json.applications.every((a: { jobTitle: unknown }) => typeof a.jobTitle === 'string' && a.jobTitle.length > 0)).toBe(true);
    const [moved, other] = [jobA, jobB].map((code) => hired.json.applications.find((a: { jobCode: string }) => a.jobCode === code));
    expect(moved.history.map((h: { to: string }) => h.to)).toEqual(['applied', 'screening', 'interviewing', 'offered', 'hired']);
    expect(moved.history[1]).toMatchObject({ from: 'applied', note: 'Strong profile', by: 'recruiter', byName: 'Farhan Qureshi' });
    // The other application did not move; the candidate's derived status follows the furthest one.
    expect(other.stage).toBe('applied');
    expect(hired.json.status).toBe('hired');
    expect((await move('rejected')).json.code).toBe('conflict_state');
    expect((await move('withdrawn', undefined, jobB)).json.status).toBe('hired');
    // A job the candidate never applied to is a 404 naming jobCode.
    const elsewhere = await move('screening', undefined, (await openJobs(3))[2]);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.errors[0].path).toBe('jobCode');
  });

  it('answers 404 for an unknown candidate and for a resume that was never sent', async () => {
    expect((await call(getRoute, { as: recruiter, params: { candidateId: 'CAND-999999' } })).status).toBe(404);
    const { candidateId } = (await create(minimalCandidate(next()))).json;
    expect((await call(resumeRoute, { as: recruiter, params: { candidateId } })).status).toBe(404);
  });
});
