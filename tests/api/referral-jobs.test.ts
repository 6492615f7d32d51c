import { and, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, isPostgres, rawRows, transaction } from '@/db/client';
import { jobs } from '@/db/schema';
import { GET as searchRoute } from '@/app/api/referrals/v1/job/route';
import { POST as createRoute } from '@/app/api/jobs/v1/route';
import { PUT as updateRoute } from '@/app/api/jobs/v1/[jobCode]/route';
import { POST as statusRoute } from '@/app/api/jobs/v1/[jobCode]/status/route';
import { POST as publicationRoute } from '@/app/api/jobs/v1/[jobCode]/publication/route';
import { orgDate } from '@/lib/time';
import { call, sessionFor, type Caller } from '../helpers/call';
import { JOB_BODY } from '../helpers/fixtures';

type Item = {
  jobCode: string;
  title: string;
  minExp: number;
  maxExp: number;
  skills: string[];
  postedDate: string;
  referralBonus: number | null;
  joiningLocations: { location: string }[];
};

let employee: Caller;
let recruiter: Caller;
beforeAll(async () => {
  employee = await sessionFor('employee');
  recruiter = await sessionFor('recruiter');
});

/** Every match of a search, paging until the end. */
async function search(query: Record<string, string | string[]> = {}): Promise<{ items: Item[]; total: number }> {
  const items: Item[] = [];
  let total = 0;
  for (let offset = 0; ; offset += 50) {
    const res = await call(searchRoute, { as: employee, query: { ...query, offset: String(offset), limit: '50' } });
    expect(res.status, res.text).toBe(200);
    total = res.json.total;
    items.push(...res.json.items);
    if (res.json.items.length < 50) break;
  }
  return { items, total };
}

/** Open jobs published for referral, worked out from the table itself. */
function referableInDatabase(): Promise<{ code: string; description: string }[]> {
  return getDb()
    .select({ code: jobs.jobCode, description: jobs.description })
    .from(jobs)
    .where(and(eq(jobs.status, 'open'), eq(jobs.publishedForReferral, true), or(isNull(jobs.closingDate), gte(jobs.closingDate, orgDate()))));
}

describe('GET /api/referrals/v1/job', () => {
  it('lists exactly the open jobs published for referral, newest first, each with its bonus', async () => {
    const { items, total } = await search();
    const expected = (await referableInDatabase()).map((j) => j.code);
    expect(total).toBe(expected.length);
    expect(items.map((i) => i.jobCode).sort()).toEqual(expected.sort());
    expect(items.every((i) => typeof i.referralBonus === 'number')).toBe(true);
    const posted = items.map((i) => i.postedDate);
    expect(posted).toEqual([...posted].sort().reverse());
  });

  it('finds one job by its exact code, in any case', async () => {
    const [first] = await referableInDatabase();
    const { items } = await search({ jobcode: first?.code.toLowerCase() ?? '' });
    expect(items.map((i) => i.jobCode)).toEqual([first?.code]);
  });

  it('matches keywords as word prefixes in the title, description or skills, in any case, every word', async () => {
    const all = (await search()).items;
    const { items } = await search({ keyword: 'ENGIN' });
    expect(items.length).toBeGreaterThan(0);
    const descriptions = new Map((await referableInDatabase()).map((j) => [j.code, j.description]));
    const mentions = (item: Item, word: RegExp) => word.test(item.title) || word.test(descriptions.get(item.jobCode) ?? '') || item.skills.some((s) => word.test(s));
    for (const item of items) expect(mentions(item, /\bengin/i)).toBe(true);
    // Nothing that mentions it is missed.
    expect(items.length).toBe(all.filter((item) => mentions(item, /\bengin/i)).length);

    const both = await search({ keyword: 'senior engin' });
    for (const item of both.items) expect(mentions(item, /\bsenior/i) && mentions(item, /\bengin/i)).toBe(true);
    expect(both.total).toBeLessThanOrEqual(items.length);
    // A prefix, not a substring: "gineer" starts no word.
    expect((await search({ keyword: 'gineer' })).total).toBe(0);
  });

  it('takes search syntax in a keyword literally, never failing', async () => {
    for (const keyword of ['"', 'AND', 'NEAR(', '*', 'title:x', '++', "O'Brien"]) {
      const res = await call(searchRoute, { as: employee, query: { offset: '0', limit: '5', keyword } });
      expect(res.status, keyword).toBe(200);
    }
  });

  it('filters by location, by overlapping experience and by any of several skills', async () => {
    const pune = await search({ location: 'pun' });
    expect(pune.items.length).toBeGreaterThan(0);
    for (const item of pune.items) expect(item.joiningLocations.map((l) => l.location)).toContain('PUN');

    const all = (await search()).items;
    const range = await search({ minExp: '8', maxExp: '10' });
    const overlapping = all.filter((j) => j.maxExp >= 8 && j.minExp <= 10);
    expect(range.items.map((j) => j.jobCode).sort()).toEqual(overlapping.map((j) => j.jobCode).sort());
    expect(overlapping.length).toBeLessThan(all.length);

    const repeated = await search({ skills: ['python', 'EXCEL'] });
    const commas = await search({ skills: 'Python,Excel' });
    const asking = all.filter((j) => j.skills.some((s) => ['python', 'excel'].includes(s.toLowerCase())));
    expect(repeated.items.map((j) => j.jobCode).sort()).toEqual(asking.map((j) => j.jobCode).sort());
    expect(commas.total).toBe(repeated.total);
    expect(asking.length).toBeGreaterThan(0);
  });

  it('combines filters: exactly the jobs that meet every one', async () => {
    const all = (await search()).items;
    const descriptions = new Map((await referableInDatabase()).map((j) => [j.code, j.description]));
    const engin = (j: Item) => /\bengin/i.test(j.title) || /\bengin/i.test(descriptions.get(j.jobCode) ?? '') || j.skills.some((s) => /\bengin/i.test(s));
    // Filters taken from a real job, so the combination matches at least one.
    const sample = all.find((j) => engin(j) && j.joiningLocations.some((l) => l.location === 'BLR'));
    const skills = [sample?.skills[0]?.toLowerCase() ?? '', 'cobol'];
    const [minExp, maxExp] = [sample?.minExp ?? 0, sample?.maxExp ?? 0];
    const expected = all.filter(
      (j) =>
        engin(j) &&
        j.joiningLocations.some((l) => l.location === 'BLR') &&
        j.maxExp >= minExp &&
        j.minExp <= maxExp &&
        j.skills.some((s) => skills.includes(s.toLowerCase())),
    );
    expect(sample).toBeDefined();
    const found = await search({ keyword: 'engin', location: 'BLR', minExp: String(minExp), maxExp: String(maxExp), skills });
    expect(found.items.map((j) => j.jobCode)).toEqual(expected.map((j) => j.jobCode));
    expect(found.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('finds nothing for a job code that is not open for referral, or a keyword with no word in it', async () => {
    const [hidden] = await getDb()
      .select({ code: jobs.jobCode })
      .from(jobs)
      .where(or(eq(jobs.publishedForReferral, false), ne(jobs.status, 'open')))
      .limit(1);
    expect((await search({ jobcode: hidden?.code ?? '' })).total).toBe(0);
    expect((await search({ keyword: '++' })).total).toBe(0);
  });

  it('follows a job as recruiters write it: new words are found, removed words are not', async () => {
    const created = await call(createRoute, {
      as: recruiter,
      body: { ...JOB_BODY, description: 'You will maintain our xylophonic rendering pipeline, mostly in TypeScript.' },
    });
    const { jobCode } = created.json;
    await call(statusRoute, { as: recruiter, params: { jobCode }, body: { status: 'open' } });
    expect((await search({ keyword: 'xylophon' })).total).toBe(0); // not yet published for referral
    await call(publicationRoute, { as: recruiter, params: { jobCode }, body: { publishedForReferral: true } });
    expect((await search({ keyword: 'xylophon' })).items.map((i) => i.jobCode)).toEqual([jobCode]);

    await call(updateRoute, { as: recruiter, params: { jobCode }, body: { ...JOB_BODY, skills: ['Quasarlang'] } });
    expect((await search({ keyword: 'xylophon' })).total).toBe(0);
    expect((await search({ keyword: 'quasar' })).items.map((i) => i.jobCode)).toEqual([jobCode]);
  });

  it('answers keyword searches from the full-text index, not a scan of the jobs', async () => {
    const db = getDb();
    if (!isPostgres(db)) {
      const plan = await rawRows<{ detail: string }>(db, sql`EXPLAIN QUERY PLAN SELECT rowid FROM job_search WHERE job_search MATCH '"engin"*'`);
      expect(plan.map((p) => p.detail).join(' ')).toMatch(/VIRTUAL TABLE INDEX/);
      return;
    }
    // A table this small is read whole when that is cheaper: the plan shows the GIN index serves the match once scans cost more.
    const plan = await transaction(db, async (tx) => {
      await rawRows(tx, sql`SET LOCAL enable_seqscan = off`);
      return rawRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN SELECT job_id FROM job_search WHERE document @@ to_tsquery('simple', 'engin:*')`);
    });
    expect(plan.map((p) => p['QUERY PLAN']).join(' ')).toMatch(/job_search_document_idx/);
  });
});
