import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog, employees, jobs } from '@/db/schema';
import { GET as listRoute, POST as createRoute } from '@/app/api/jobs/v1/route';
import { GET as getRoute, PUT as updateRoute } from '@/app/api/jobs/v1/[jobCode]/route';
import { POST as statusRoute } from '@/app/api/jobs/v1/[jobCode]/status/route';
import { POST as publicationRoute } from '@/app/api/jobs/v1/[jobCode]/publication/route';
import { GET as applicationsRoute } from '@/app/api/jobs/v1/[jobCode]/applications/route';
import { POST as candidateRoute } from '@/app/api/v1/candidate/route';
import { POST as candidateStatusRoute } from '@/app/api/v1/candidate/[candidateId]/status/route';
import { POST as referRoute } from '@/app/api/referrals/v1/refer/route';
import { orgDate } from '@/lib/time';
import { call, sessionFor, systemKey, type Caller } from '../helpers/call';
import { JOB_BODY } from '../helpers/fixtures';
import { makeJob } from '../helpers/jobs';

let recruiter: Caller;
beforeAll(async () => {
  recruiter = await sessionFor('recruiter');
});

async function create(body: Record<string, unknown> = {}, as: Caller = recruiter) {
  const res = await call(createRoute, { as, body: { ...JOB_BODY, ...body } });
  expect(res.status, res.text).toBe(200);
  return res.json as { jobCode: string; status: string } & Record<string, unknown>;
}

const setStatus = (jobCode: string, status: string) => call(statusRoute, { as: recruiter, params: { jobCode }, body: { status } });
const nameOf = async (username: string) => (await getDb().select({ name: employees.displayName }).from(employees).where(eq(employees.username, username)))[0]?.name;

describe('POST /api/jobs/v1', () => {
  it('creates a draft with a generated code and everything the recruiter wrote', async () => {
    const job = await create();
    expect(job.jobCode).toMatch(/^JOB-\d{6}$/);
    expect(job).toMatchObject({
      status: 'draft',
      title: JOB_BODY.title,
      orgUnitCode: 'TECH',
      businessUnitName: 'Technology',
      skills: ['TypeScript', 'SQLite'],
      salary: { min: 1_200_000, max: 1_800_000, currencyCode: 'INR' },
      referralBonus: 50_000,
      publishedOnPortal: false,
      publishedForReferral: false,
      postedDate: null,
      createdBy: 'recruiter',
    });
    expect(job.joiningLocations).toEqual([
      { location: 'BLR', name: 'Bengaluru - Whitefield', city: 'Bengaluru' },
      { location: 'PUN', name: 'Pune - Hinjewadi', city: 'Pune' },
    ]);
    const audit = await getDb().select().from(auditLog).where(and(eq(auditLog.action, 'createJob'), eq(auditLog.target, job.jobCode)));
    expect(audit).toHaveLength(1);
  });

  it('keeps a chosen code, upper-cased, and refuses it a second time', async () => {
    const job = await create({ jobCode: 'ds-2026-07' });
    expect(job.jobCode).toBe('DS-2026-07');
    const again = await call(createRoute, { as: recruiter, body: { ...JOB_BODY, jobCode: 'DS-2026-07' } });
    expect(again.status).toBe(400);
    expect(again.json.errors).toEqual([{ path: 'jobCode', message: 'Already used by another job' }]);
  });

  it('gives concurrent creations distinct codes', async () => {
    const created = await Promise.all(Array.from({ length: 8 }, () => create()));
    expect(new Set(created.map((j) => j.jobCode)).size).toBe(8);
  });

  it('writes once when retried with the same Idempotency-Key', async () => {
    const before = (await getDb().select({ id: jobs.id }).from(jobs)).length;
    const headers = { 'Idempotency-Key': 'create-job-once' };
    const first = await call(createRoute, { as: recruiter, body: JOB_BODY, headers });
    const second = await call(createRoute, { as: recruiter, body: JOB_BODY, headers });
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.json.jobCode).toBe(first.json.jobCode);
    expect((await getDb().select({ id: jobs.id }).from(jobs)).length).toBe(before + 1);
  });

  it('records a system client as the author', async () => {
    const job = await create({}, await systemKey(['read', 'write']));
    expect(job.createdBy).toMatch(/^cli_/);
  });
});

describe('PUT /api/jobs/v1/{jobCode}', () => {
  it('replaces the fields, locations and skills of a draft or open job', async () => {
    const { jobCode } = await create();
    const res = await call(updateRoute, {
      as: await sessionFor('admin'),
      params: { jobCode },
      body: { ...JOB_BODY, title: 'Staff Platform Engineer', joiningLocations: ['HYD'], skills: ['Go'], salaryMin: null, salaryMax: null },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ title: 'Staff Platform Engineer', skills: ['Go'], salary: null, updatedBy: 'admin', createdBy: 'recruiter' });
    expect(res.json.joiningLocations.map((l: { location: string }) => l.location)).toEqual(['HYD']);
    await setStatus(jobCode, 'open');
    expect((await call(updateRoute, { as: recruiter, params: { jobCode }, body: JOB_BODY })).status).toBe(200);
  });

  it('refuses to edit a closed job', async () => {
    const { jobCode } = await create();
    await setStatus(jobCode, 'open');
    await setStatus(jobCode, 'closed');
    const res = await call(updateRoute, { as: recruiter, params: { jobCode }, body: JOB_BODY });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('conflict_state');
  });
});

describe('POST /api/jobs/v1/{jobCode}/status', () => {
  it('moves draft -> open (posted today) -> closed and nothing else', async () => {
    const { jobCode } = await create();
    const draftToClosed = await setStatus(jobCode, 'closed');
    expect(draftToClosed.status).toBe(400);
    expect(draftToClosed.json.code).toBe('conflict_state');

    const opened = await setStatus(jobCode, 'open');
    expect(opened.json).toMatchObject({ status: 'open', postedDate: orgDate(), closedAt: null });
    expect((await setStatus(jobCode, 'open')).json.code).toBe('conflict_state');

    const closed = await setStatus(jobCode, 'closed');
    expect(closed.json.status).toBe('closed');
    expect(closed.json.closedAt).toEqual(expect.any(String));
    const reopen = await setStatus(jobCode, 'open');
    expect(reopen.status).toBe(400);
    expect(reopen.json.code).toBe('conflict_state');
  });

  it('lets only one of two simultaneous closes through', async () => {
    const { jobCode } = await create();
    await setStatus(jobCode, 'open');
    const results = await Promise.all([setStatus(jobCode, 'closed'), setStatus(jobCode, 'closed')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('POST /api/jobs/v1/{jobCode}/publication', () => {
  it('sets either flag alone, and refuses a closed job', async () => {
    const { jobCode } = await create();
    const portal = await call(publicationRoute, { as: recruiter, params: { jobCode }, body: { publishedOnPortal: true } });
    expect(portal.json).toMatchObject({ publishedOnPortal: true, publishedForReferral: false });
    const referral = await call(publicationRoute, { as: recruiter, params: { jobCode }, body: { publishedForReferral: true } });
    expect(referral.json).toMatchObject({ publishedOnPortal: true, publishedForReferral: true });
    await setStatus(jobCode, 'open');
    await setStatus(jobCode, 'closed');
    const closed = await call(publicationRoute, { as: recruiter, params: { jobCode }, body: { publishedOnPortal: false } });
    expect(closed.json.code).toBe('conflict_state');
  });
});

describe('GET /api/jobs/v1', () => {
  it('lists every state newest first, filtered by status and by title or code', async () => {
    const { jobCode } = await create({ title: 'Quantum Payroll Wrangler' });
    const all = await call(listRoute, { as: recruiter, query: { limit: '100' } });
    expect(all.json.items[0].jobCode).toBe(jobCode);
    expect(all.json.items[0]).not.toHaveProperty('description');
    expect(new Set(all.json.items.map((j: { status: string }) => j.status))).toEqual(new Set(['draft', 'open', 'closed']));

    const drafts = await call(listRoute, { as: recruiter, query: { status: 'draft', limit: '100' } });
    expect(drafts.json.items.every((j: { status: string }) => j.status === 'draft')).toBe(true);
    expect(drafts.json.total).toBe((await getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'draft'))).length);

    const data = await call(listRoute, { as: recruiter, query: { orgUnitCode: 'tech-data', limit: '100' } });
    expect(data.json.items.length).toBeGreaterThan(0);
    expect(data.json.items.every((j: { orgUnitCode: string }) => j.orgUnitCode === 'TECH-DATA')).toBe(true);

    const found = await call(listRoute, { as: recruiter, query: { q: 'quantum payroll' } });
    expect(found.json.items.map((j: { jobCode: string }) => j.jobCode)).toEqual([jobCode]);
    const byCode = await call(listRoute, { as: recruiter, query: { q: jobCode.toLowerCase() } });
    expect(byCode.json.items.map((j: { jobCode: string }) => j.jobCode)).toContain(jobCode);
  });

  it('gives one job in any state by code', async () => {
    const { jobCode } = await create();
    const res = await call(getRoute, { as: recruiter, params: { jobCode: jobCode.toLowerCase() } });
    expect(res.json).toMatchObject({ jobCode, status: 'draft', description: JOB_BODY.description });
  });
});

describe('the job’s owner', () => {
  it('is the person who created the job unless another is named, and nobody for a system’s job', async () => {
    expect((await create()).owner).toEqual({ username: 'recruiter', displayName: await nameOf('recruiter') });
    expect((await create({}, await sessionFor('admin'))).owner).toEqual({ username: 'admin', displayName: await nameOf('admin') });
    expect((await create({ owner: 'admin' })).owner).toEqual({ username: 'admin', displayName: await nameOf('admin') });
    expect((await create({ owner: 'RECRUITER' }, await systemKey(['read', 'write']))).owner).toMatchObject({ username: 'recruiter' });
    expect((await create({}, await systemKey(['read', 'write']))).owner).toBeNull();
  });

  it.each([
    ['an employee without a recruiting role', 'employee'],
    ['a manager', 'manager'],
    ['nobody', 'nobody.here'],
  ])('refuses %s as the owner with a 400 naming owner, on create and on edit', async (_what, owner) => {
    const created = await call(createRoute, { as: recruiter, body: { ...JOB_BODY, owner } });
    expect(created.status).toBe(400);
    expect(created.json.errors).toEqual([{ path: 'owner', message: 'Not an active recruiter or HR admin' }]);
    const { jobCode } = await create();
    const edited = await call(updateRoute, { as: recruiter, params: { jobCode }, body: { ...JOB_BODY, owner } });
    expect(edited.status).toBe(400);
    expect(edited.json.errors).toEqual([{ path: 'owner', message: 'Not an active recruiter or HR admin' }]);
    expect((await call(getRoute, { as: recruiter, params: { jobCode } })).json.owner.username).toBe('recruiter');
  });

  it('changes on an edit that names one, and stays on an edit that does not', async () => {
    const { jobCode } = await create();
    const handed = await call(updateRoute, { as: recruiter, params: { jobCode }, body: { ...JOB_BODY, owner: 'admin' } });
    expect(handed.status, handed.text).toBe(200);
    expect(handed.json.owner).toEqual({ username: 'admin', displayName: await nameOf('admin') });
    const kept = await call(updateRoute, { as: recruiter, params: { jobCode }, body: JOB_BODY });
    expect(kept.json.owner.username).toBe('admin');
  });
});

describe('GET /api/jobs/v1/{jobCode}/applications', () => {
  let seq = 0;
  const applicant = (jobCode: string, name: string) => {
    seq += 1;
    return call(candidateRoute, { as: recruiter, body: { firstName: name, lastName: 'Applicant', primaryEmail: `applicant.${seq}.${jobCode.toLowerCase()}@example.com`, jobCode } });
  };
  const applicants = (jobCode: string, query: Record<string, string> = {}) => call(applicationsRoute, { as: recruiter, params: { jobCode }, query });
  const moveTo = (candidateId: string, jobCode: string, status: string) => call(candidateStatusRoute, { as: recruiter, params: { candidateId }, body: { jobCode, status } });

  it('lists a job’s applicants newest first, filters by stage and counts each stage', async () => {
    const jobCode = await makeJob(recruiter);
    const asha = (await applicant(jobCode, 'Asha')).json;
    const vikram = (await applicant(jobCode, 'Vikram')).json;
    const referred = await call(referRoute, { as: await sessionFor('employee'), body: { candidateName: 'Nisha Applicant', email: `nisha.${jobCode.toLowerCase()}@example.com`, jobCode } });
    expect(referred.status, referred.text).toBe(200);
    const zara = (await applicant(jobCode, 'Zara')).json;
    // Someone else's application to another job is not this job's.
    await applicant(await makeJob(recruiter), 'Elsewhere');
    await moveTo(asha.candidateId, jobCode, 'screening');
    await moveTo(asha.candidateId, jobCode, 'interviewing');
    await moveTo(vikram.candidateId, jobCode, 'rejected');

    const all = await applicants(jobCode.toLowerCase());
    expect(all.status, all.text).toBe(200);
    expect(all.json.items.map((a: { applicationId: string }) => a.applicationId)).toEqual([zara.applicationId, referred.json.applicationId, vikram.applicationId, asha.applicationId]);
    expect(all.json.items[0]).toEqual({
      applicationId: zara.applicationId,
      candidateId: zara.candidateId,
      fullName: 'Zara Applicant',
      stage: 'applied',
      source: 'recruiter',
      referrerName: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(all.json.items[1]).toMatchObject({ fullName: 'Nisha Applicant', source: 'referral', referrerName: await nameOf('employee') });
    expect(all.json).toMatchObject({ offset: 0, limit: 20, total: 4 });
    expect(all.json.byStage).toEqual({ applied: 2, screening: 0, interviewing: 1, offered: 0, hired: 0, rejected: 1, withdrawn: 0 });

    const applied = (await applicants(jobCode, { stage: 'applied' })).json;
    expect(applied.items.map((a: { applicationId: string }) => a.applicationId)).toEqual([zara.applicationId, referred.json.applicationId]);
    expect(applied.total).toBe(2);
    // The counts are the job's, whatever the filter.
    expect(applied.byStage).toEqual(all.json.byStage);
    const interviewing = (await applicants(jobCode, { stage: 'interviewing' })).json;
    expect(interviewing.items).toEqual([expect.objectContaining({ candidateId: asha.candidateId, stage: 'interviewing' })]);
    expect((await applicants(jobCode, { stage: 'offered' })).json).toMatchObject({ items: [], total: 0 });

    const paged = (await applicants(jobCode, { offset: '1', limit: '2' })).json;
    expect(paged.items.map((a: { applicationId: string }) => a.applicationId)).toEqual([referred.json.applicationId, vikram.applicationId]);
    expect(paged.total).toBe(4);
  });

  it('answers an empty list for a job nobody applied to, and 404 for a job that does not exist', async () => {
    const { jobCode } = await create();
    const empty = (await applicants(jobCode)).json;
    expect(empty).toMatchObject({ items: [], total: 0 });
    expect(Object.values(empty.byStage).every((n) => n === 0)).toBe(true);
    const unknown = await applicants('JOB-999999');
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('not_found');
  });
});
