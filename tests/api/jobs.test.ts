import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { auditLog, jobs } from '@/db/schema';
import { GET as listRoute, POST as createRoute } from '@/app/api/jobs/v1/route';
import { GET as getRoute, PUT as updateRoute } from '@/app/api/jobs/v1/[jobCode]/route';
import { POST as statusRoute } from '@/app/api/jobs/v1/[jobCode]/status/route';
import { POST as publicationRoute } from '@/app/api/jobs/v1/[jobCode]/publication/route';
import { orgDate } from '@/lib/time';
import { call, sessionFor, systemKey, type Caller } from '../helpers/call';
import { JOB_BODY } from '../helpers/fixtures';

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
    const audit = getDb().select().from(auditLog).where(and(eq(auditLog.action, 'createJob'), eq(auditLog.target, job.jobCode))).all();
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
    const before = getDb().select({ id: jobs.id }).from(jobs).all().length;
    const headers = { 'Idempotency-Key': 'create-job-once' };
    const first = await call(createRoute, { as: recruiter, body: JOB_BODY, headers });
    const second = await call(createRoute, { as: recruiter, body: JOB_BODY, headers });
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.json.jobCode).toBe(first.json.jobCode);
    expect(getDb().select({ id: jobs.id }).from(jobs).all().length).toBe(before + 1);
  });

  it('records a system client as the author', async () => {
    const job = await create({}, systemKey(['read', 'write']));
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
    expect(drafts.json.total).toBe(getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'draft')).all().length);

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
