import { and, eq, gte, isNull, ne, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, transaction } from '@/db/client';
import { jobs } from '@/db/schema';
import { GET as listRoute } from '@/app/api/careerportal/job/route';
import { GET as detailRoute } from '@/app/api/careerportal/job/[jobCode]/route';
import { GET as locationsRoute } from '@/app/api/careerportal/joblocations/route';
import { GET as unitsRoute } from '@/app/api/careerportal/joborghirarchies/route';
import { POST as createRoute } from '@/app/api/jobs/v1/route';
import { PUT as updateRoute } from '@/app/api/jobs/v1/[jobCode]/route';
import { POST as statusRoute } from '@/app/api/jobs/v1/[jobCode]/status/route';
import { POST as publicationRoute } from '@/app/api/jobs/v1/[jobCode]/publication/route';
import { issueGuestToken } from '@/lib/auth/guest';
import { addDays, orgDate } from '@/lib/time';
import { call, sessionFor, type Caller } from '../helpers/call';
import { JOB_BODY } from '../helpers/fixtures';

type Item = { jobCode: string; orgUnitCode: string; postedDate: string; joiningLocations: { location: string }[] };

let guest: Caller;
let recruiter: Caller;
beforeAll(async () => {
  guest = { guestCookie: await issueGuestToken() };
  recruiter = await sessionFor('recruiter');
});

/** Every item of a filtered list, paging with `limit` until the end. */
async function everything(query: Record<string, string> = {}, limit = 17): Promise<{ items: Item[]; total: number }> {
  const items: Item[] = [];
  let total = -1;
  for (let offset = 0; ; offset += limit) {
    const res = await call(listRoute, { as: guest, query: { ...query, offset: String(offset), limit: String(limit) } });
    expect(res.status).toBe(200);
    total = res.json.total;
    items.push(...res.json.items);
    if (res.json.items.length < limit) break;
  }
  return { items, total };
}

/** The visible job codes worked out straight from the table, independently of the code under test. */
async function visibleCodesInDatabase(): Promise<string[]> {
  const rows = await getDb()
    .select({ code: jobs.jobCode })
    .from(jobs)
    .where(and(eq(jobs.status, 'open'), eq(jobs.publishedOnPortal, true), or(isNull(jobs.closingDate), gte(jobs.closingDate, orgDate()))));
  return rows.map((r) => r.code);
}

async function counts() {
  const locations = (await call(locationsRoute, { as: guest })).json.items as { location: string; count: number }[];
  const units = (await call(unitsRoute, { as: guest })).json.items as { orgUnitCode: string; parentOrgUnitCode: string | null; count: number }[];
  return { locations, units };
}

describe('GET /api/careerportal/job', () => {
  it('lists exactly the open jobs published on the portal, newest posting first, without repeats or gaps', async () => {
    const { items, total } = await everything();
    const expected = await visibleCodesInDatabase();
    expect(expected.length).toBeGreaterThanOrEqual(60);
    expect(total).toBe(expected.length);
    expect(items.map((i) => i.jobCode).sort()).toEqual(expected.sort());
    const posted = items.map((i) => i.postedDate);
    expect(posted).toEqual([...posted].sort().reverse());
  });

  it('defaults to offset 0 and limit 20, and shows candidates nothing internal', async () => {
    const res = await call(listRoute, { as: guest });
    expect(res.json).toMatchObject({ offset: 0, limit: 20 });
    expect(res.json.items).toHaveLength(20);
    for (const hidden of ['status', 'publishedOnPortal', 'publishedForReferral', 'referralBonus', 'createdBy', 'description']) {
      expect(res.json.items[0]).not.toHaveProperty(hidden);
    }
  });

  it('filters by location: the count equals what the list returns, and every job can be joined there', async () => {
    const { locations } = await counts();
    expect(locations.length).toBe(6);
    for (const { location, count } of locations) {
      const { items, total } = await everything({ type: 'joiningLocation', value: location }, 40);
      expect(total, location).toBe(count);
      expect(items).toHaveLength(count);
      for (const item of items) expect(item.joiningLocations.map((l) => l.location)).toContain(location);
    }
  });

  it('filters by business unit including sub-units, and a parent counts its children', async () => {
    const { units } = await counts();
    const all = (await everything({}, 100)).items;
    const below = (code: string): string[] => [code, ...units.filter((u) => u.parentOrgUnitCode === code).flatMap((u) => below(u.orgUnitCode))];
    for (const { orgUnitCode, count } of units) {
      const subtree = below(orgUnitCode);
      expect(count, orgUnitCode).toBe(all.filter((j) => subtree.includes(j.orgUnitCode)).length);
      const { items, total } = await everything({ type: 'orgUnitCode', value: orgUnitCode }, 100);
      expect(total).toBe(count);
      expect(items.every((j) => subtree.includes(j.orgUnitCode))).toBe(true);
    }
    const corp = units.find((u) => u.orgUnitCode === 'CORP');
    expect(corp?.count).toBe(all.length);
    const tech = units.find((u) => u.orgUnitCode === 'TECH')?.count ?? 0;
    const data = units.find((u) => u.orgUnitCode === 'TECH-DATA')?.count ?? 0;
    expect(tech).toBeGreaterThan(data);
    expect(data).toBeGreaterThan(0);
  });

  it('takes codes in any case, and an unknown value is an empty list', async () => {
    const upper = await call(listRoute, { as: guest, query: { type: 'joiningLocation', value: 'BLR' } });
    const lower = await call(listRoute, { as: guest, query: { type: 'joiningLocation', value: 'blr' } });
    expect(lower.json.total).toBe(upper.json.total);
    const none = await call(listRoute, { as: guest, query: { type: 'orgUnitCode', value: 'NOWHERE' } });
    expect(none.json).toMatchObject({ items: [], total: 0 });
  });

  it('answers an offset past the end with an empty page and the true total', async () => {
    const res = await call(listRoute, { as: guest, query: { offset: '100000' } });
    expect(res.json.items).toEqual([]);
    expect(res.json.total).toBe((await visibleCodesInDatabase()).length);
  });
});

describe('hidden jobs stay hidden', () => {
  const hiddenCodes = () =>
    getDb()
      .select({ code: jobs.jobCode, status: jobs.status, portal: jobs.publishedOnPortal })
      .from(jobs)
      .where(or(ne(jobs.status, 'open'), eq(jobs.publishedOnPortal, false)));

  it('drafts, closed jobs and referral-only jobs are neither listed, nor counted, nor shown', async () => {
    const hidden = await hiddenCodes();
    expect(new Set(hidden.map((h) => h.status))).toEqual(new Set(['draft', 'closed', 'open']));
    // The seed flags drafts and closed jobs for the portal, so the status alone must hide them.
    expect(hidden.filter((h) => h.status !== 'open').every((h) => h.portal)).toBe(true);
    const listed = new Set((await everything({}, 100)).items.map((i) => i.jobCode));
    for (const { code } of hidden) {
      expect(listed.has(code)).toBe(false);
      const res = await call(detailRoute, { as: guest, params: { jobCode: code } });
      expect(res.status, code).toBe(404);
      expect(res.json.code).toBe('not_found');
    }
  });

  it('a job past its closing date disappears from the list, the counts and its page', async () => {
    const before = await counts();
    const [code] = await visibleCodesInDatabase();
    await transaction(getDb(), async (tx) => {
      await tx
        .update(jobs)
        .set({ closingDate: addDays(orgDate(), -1) })
        .where(eq(jobs.jobCode, code ?? ''));
    });
    expect((await call(detailRoute, { as: guest, params: { jobCode: code ?? '' } })).status).toBe(404);
    const after = await counts();
    expect(after.units.find((u) => u.orgUnitCode === 'CORP')?.count).toBe((before.units.find((u) => u.orgUnitCode === 'CORP')?.count ?? 0) - 1);
    expect((await everything({}, 100)).items.map((i) => i.jobCode)).not.toContain(code);
  });
});

describe('GET /api/careerportal/job/{jobCode}', () => {
  it('gives the full detail, by code in any case', async () => {
    const [code = ''] = await visibleCodesInDatabase();
    const res = await call(detailRoute, { as: guest, params: { jobCode: code.toLowerCase() } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ jobCode: code, title: expect.any(String), description: expect.stringContaining('## About the role') });
    expect(res.json.joiningLocations.length).toBeGreaterThan(0);
    expect(res.json).not.toHaveProperty('referralBonus');
    expect(res.json).not.toHaveProperty('status');
  });
});

describe('the portal follows the recruiter at once', () => {
  it('a job appears when opened and published, and goes when closed or withdrawn', async () => {
    const created = await call(createRoute, { as: recruiter, body: { ...JOB_BODY, orgUnitCode: 'TECH-DATA', joiningLocations: ['CHN'] } });
    expect(created.status).toBe(200);
    const jobCode: string = created.json.jobCode;
    const visible = async () => (await call(detailRoute, { as: guest, params: { jobCode } })).status === 200;
    const chennai = async () => (await counts()).locations.find((l) => l.location === 'CHN')?.count ?? 0;
    const start = await chennai();

    await call(publicationRoute, { as: recruiter, params: { jobCode }, body: { publishedOnPortal: true } });
    expect(await visible()).toBe(false); // still a draft

    await call(statusRoute, { as: recruiter, params: { jobCode }, body: { status: 'open' } });
    expect(await visible()).toBe(true);
    expect(await chennai()).toBe(start + 1);
    const first = await call(listRoute, { as: guest, query: { type: 'orgUnitCode', value: 'TECH-DATA', limit: '1' } });
    expect(first.json.items[0].jobCode).toBe(jobCode); // posted today: newest

    // Its locations change while it is visible: the counts follow (which jobs are where is cached apart).
    const bangalore = async () => (await counts()).locations.find((l) => l.location === 'BLR')?.count ?? 0;
    const inBangalore = await bangalore();
    const placed = (joiningLocations: string[]) => call(updateRoute, { as: recruiter, params: { jobCode }, body: { ...JOB_BODY, orgUnitCode: 'TECH-DATA', joiningLocations } });
    expect((await placed(['BLR'])).status).toBe(200);
    expect([await chennai(), await bangalore()]).toEqual([start, inBangalore + 1]);
    expect((await placed(['CHN'])).status).toBe(200);
    expect([await chennai(), await bangalore()]).toEqual([start + 1, inBangalore]);

    await call(publicationRoute, { as: recruiter, params: { jobCode }, body: { publishedOnPortal: false } });
    expect(await visible()).toBe(false);
    expect(await chennai()).toBe(start);

    await call(publicationRoute, { as: recruiter, params: { jobCode }, body: { publishedOnPortal: true } });
    await call(statusRoute, { as: recruiter, params: { jobCode }, body: { status: 'closed' } });
    expect(await visible()).toBe(false);
    expect(await chennai()).toBe(start);
  });
});

describe('conditional reads: an ETag on every answer, 304 when If-None-Match names it', () => {
  // The job read is one still on the portal when the test runs (earlier tests close some).
  const reads: Array<[string, Parameters<typeof call>[0], () => Promise<Parameters<typeof call>[1]>]> = [
    ['job list', listRoute, async () => ({ query: { type: 'joiningLocation', value: 'BLR' } })],
    ['job detail', detailRoute, async () => ({ params: { jobCode: (await visibleCodesInDatabase()).sort()[0] ?? '' } })],
    ['locations', locationsRoute, async () => ({})],
    ['business units', unitsRoute, async () => ({})],
  ];

  it.each(reads)('%s', async (_name, route, optionsNow) => {
    const options = await optionsNow();
    const first = await call(route, { ...options, as: guest });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^private, no-cache/);
    const again = await call(route, { ...options, as: guest, headers: { 'If-None-Match': `W/"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const stale = await call(route, { ...options, as: guest, headers: { 'If-None-Match': '"not-this-one"' } });
    expect(stale.status).toBe(200);
  });

  it('a job change gives the list a new ETag, so a client holding the old one gets the new list', async () => {
    const before = await call(listRoute, { as: guest });
    const etag = before.headers.get('etag') ?? '';
    const created = await call(createRoute, { as: recruiter, body: { ...JOB_BODY, title: 'Conditional Read Engineer' } });
    const { jobCode } = created.json;
    await call(statusRoute, { as: recruiter, params: { jobCode }, body: { status: 'open' } });
    await call(publicationRoute, { as: recruiter, params: { jobCode }, body: { publishedOnPortal: true } });
    const after = await call(listRoute, { as: guest, headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });
});
