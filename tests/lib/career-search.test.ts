// The career site's combined search (issue 30) on this file's own copy of the seeded database: every
// combination of keyword, location, unit (with sub-units), type and experience lists exactly the jobs an
// independent SQL query finds, in order, with a count that matches; best match ranks by bm25 (ts_rank on
// PostgreSQL); similar jobs come from the same index.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, isPostgres, rawRows, transaction } from '@/db/client';
import { businessUnits, jobLocations, jobs } from '@/db/schema';
import { POST as statusRoute } from '@/app/api/jobs/v1/[jobCode]/status/route';
import { CAREERS_PAGE_SIZE, careerJob, careerListing, similarCareerJobs, type SearchParams } from '@/lib/jobs/career-site';
import { orgDate } from '@/lib/time';
import { call, sessionFor, type Caller } from '../helpers/call';
import { makeJob } from '../helpers/jobs';

let recruiter: Caller;
beforeAll(async () => {
  recruiter = await sessionFor('recruiter');
});

/** Every job code of a search, page by page through the site's own listing, with the count it showed. */
async function everyPage(params: SearchParams): Promise<{ codes: string[]; total: number }> {
  const first = await careerListing(params);
  const codes = first.jobs.map((j) => j.jobCode);
  for (let page = 2; page <= first.pageCount; page++) codes.push(...(await careerListing({ ...params, page: String(page) })).jobs.map((j) => j.jobCode));
  return { codes, total: first.total };
}

/** The ids of jobs with a word starting with `word` in the full-text table, asked in each database's own terms. */
function jobIdsWithWordPrefix(word: string): SQL {
  return isPostgres(getDb())
    ? sql`SELECT job_id FROM job_search WHERE document @@ to_tsquery('simple', ${`${word}:*`})`
    : sql`SELECT rowid FROM job_search WHERE job_search MATCH ${`"${word}"*`}`;
}

/** Open portal jobs not past their closing date, in SQL both databases read. */
const VISIBLE = sql`j.status = 'open' AND j.published_on_portal = TRUE AND (j.closing_date IS NULL OR j.closing_date >= ${orgDate()})`;

/** The codes of `unit` and every unit below it. */
const UNIT_AND_BELOW = (unit: string) =>
  sql`(WITH RECURSIVE below(code) AS (SELECT CAST(${unit} AS TEXT) UNION SELECT u.org_unit_code FROM business_units u JOIN below ON u.parent_org_unit_code = below.code) SELECT code FROM below)`;

type Criteria = { word?: string; location?: string; unit?: string; type?: string; minExp?: number; maxExp?: number };

/** The same search written straight in SQL, newest posting first, independently of the index under test. */
async function expectedCodes(c: Criteria): Promise<string[]> {
  const where = [VISIBLE];
  if (c.word) where.push(sql`j.id IN (${jobIdsWithWordPrefix(c.word)})`);
  if (c.location) where.push(sql`j.id IN (SELECT job_id FROM job_locations WHERE location_code = ${c.location})`);
  if (c.unit) where.push(sql`j.org_unit_code IN ${UNIT_AND_BELOW(c.unit)}`);
  if (c.type) where.push(sql`j.employment_type = ${c.type}`);
  if (c.minExp !== undefined) where.push(sql`j.max_exp >= ${c.minExp}`);
  if (c.maxExp !== undefined) where.push(sql`j.min_exp <= ${c.maxExp}`);
  const rows = await rawRows<{ code: string }>(getDb(), sql`SELECT j.job_code AS code FROM jobs j WHERE ${sql.join(where, sql` AND `)} ORDER BY j.posted_date DESC, j.id DESC`);
  return rows.map((r) => r.code);
}

const asParams = ({ word, minExp, maxExp, ...rest }: Criteria): SearchParams => ({
  ...rest,
  ...(word ? { q: word } : {}),
  ...(minExp !== undefined ? { minExp: String(minExp) } : {}),
  ...(maxExp !== undefined ? { maxExp: String(maxExp) } : {}),
});

describe('the combined career search', () => {
  const cases: Criteria[] = [
    {},
    { word: 'engineer' },
    { word: 'engin', location: 'BLR' },
    { location: 'BLR', unit: 'TECH' },
    { word: 'data', location: 'BLR', unit: 'TECH' },
    { unit: 'TECH-DATA', type: 'full_time' },
    { type: 'internship' },
    { minExp: 3, maxExp: 5 },
    { word: 'sql', unit: 'CORP', type: 'full_time', minExp: 2, maxExp: 6, location: 'PUN' },
    { minExp: 0, maxExp: 0 },
    { minExp: 12 },
  ];

  it.each(cases)('lists exactly the jobs matching %o, newest first, with a count that matches', async (criteria) => {
    const { codes, total } = await everyPage(asParams(criteria));
    const expected = await expectedCodes(criteria);
    expect(codes).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('narrows: each criterion added keeps a subset, and the demo data leaves some jobs at each step', async () => {
    const steps: Criteria[] = [{}, { word: 'engineer' }, { word: 'engineer', unit: 'TECH' }, { word: 'engineer', unit: 'TECH', location: 'BLR' }];
    const lists: string[][] = [];
    for (const step of steps) lists.push((await everyPage(asParams(step))).codes);
    for (let i = 1; i < lists.length; i++) {
      expect(lists[i]!.length, JSON.stringify(steps[i])).toBeGreaterThan(0);
      expect(lists[i]!.length).toBeLessThan(lists[i - 1]!.length);
      expect(lists[i - 1]).toEqual(expect.arrayContaining(lists[i]!));
    }
  });

  it('matches every word of the keyword as a prefix, anywhere in title, skills or description', async () => {
    const eng = await expectedCodes({ word: 'eng' });
    const both = new Set((await expectedCodes({ word: 'data' })).filter((c) => eng.includes(c)));
    expect(both.size).toBeGreaterThan(0);
    expect(new Set((await everyPage({ q: 'Data ENG' })).codes)).toEqual(both);
    expect(await everyPage({ q: 'zzqqxx' })).toEqual({ codes: [], total: 0 });
  });

  it('ignores what it cannot read instead of failing, and shows the last page for a page past the end', async () => {
    const all = await expectedCodes({});
    expect((await everyPage({ q: '++', location: 'NOWHERE', type: 'x', minExp: 'abc' })).total).toBe(all.length);
    const last = await careerListing({ page: '999' });
    expect(last.query.page).toBe(Math.ceil(all.length / CAREERS_PAGE_SIZE));
    expect(last.jobs.map((j) => j.jobCode)).toEqual(all.slice((last.query.page - 1) * CAREERS_PAGE_SIZE));
  });

  it('sorts by best match (bm25, ts_rank) on request, newest first among equals, over the same jobs', async () => {
    const strong = await makeJob(recruiter, {
      publishedOnPortal: true,
      fields: { title: 'Quorvex Quorvex Lead', skills: ['Quorvex'], description: 'Quorvex all day: design, build and run Quorvex at scale.' },
    });
    const weak = await makeJob(recruiter, {
      publishedOnPortal: true,
      fields: { title: 'Support Analyst', description: 'Answer customers, and now and then look into a quorvex ticket or two.' },
    });
    expect((await everyPage({ q: 'quorvex' })).codes).toEqual([weak, strong]);
    expect((await everyPage({ q: 'quorvex', sort: 'relevance' })).codes).toEqual([strong, weak]);
    expect((await careerListing({ q: 'quorvex', sort: 'relevance' })).query.sort).toBe('relevance');

    // A job that closes leaves both orders at once.
    await call(statusRoute, { as: recruiter, params: { jobCode: strong }, body: { status: 'closed' } });
    expect((await everyPage({ q: 'quorvex', sort: 'relevance' })).codes).toEqual([weak]);
  });
});

describe('similar jobs', () => {
  it('are up to four other open jobs, those sharing the unit (2) and the most skills (1 each) first, newest first among equals', async () => {
    const job = (await careerJob((await expectedCodes({ unit: 'TECH-DATA' }))[0]!))!;
    const similar = await similarCareerJobs(job);
    expect(similar.length).toBe(4);

    const skillKeys = sql.join(
      job.skills.map((s) => sql`${s.toLowerCase()}`),
      sql`, `,
    );
    const ranked = (
      await rawRows<{ code: string; score: number }>(
        getDb(),
        sql`SELECT j.job_code AS code,
              (CASE WHEN j.org_unit_code IN ${UNIT_AND_BELOW(job.orgUnitCode)} THEN 2 ELSE 0 END)
              + (SELECT count(*) FROM job_skills s WHERE s.job_id = j.id AND s.skill_key IN (${skillKeys})) AS score
            FROM jobs j
            WHERE ${VISIBLE} AND j.job_code <> ${job.jobCode}
            ORDER BY score DESC, j.posted_date DESC, j.id DESC`,
      )
    ).filter((r) => r.score > 0);
    expect(similar.map((j) => j.jobCode)).toEqual(ranked.slice(0, 4).map((r) => r.code));
  });

  it('are none when no other job shares the unit or a skill', async () => {
    // A unit of its own with no other open job, and a skill nobody else asks for.
    await getDb().insert(businessUnits).values({ orgUnitCode: 'LONE', name: 'Lone Unit', parentOrgUnitCode: null });
    const code = await makeJob(recruiter, { publishedOnPortal: true, fields: { orgUnitCode: 'LONE', skills: ['Quillography'] } });
    expect(await similarCareerJobs((await careerJob(code))!)).toEqual([]);
  });
});

describe('the index over ids far apart', () => {
  it('finds a job whose id is far beyond the others (the index then looks positions up in a map)', async () => {
    const db = getDb();
    const [source] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'open'), eq(jobs.publishedOnPortal, true)))
      .orderBy(asc(jobs.id))
      .limit(1);
    const farId = 50_000_000;
    // Every column as the source job has it, but the id, the code and today's posting date.
    const places = await db.select({ locationCode: jobLocations.locationCode }).from(jobLocations).where(eq(jobLocations.jobId, source!.id));
    await transaction(db, async (tx) => {
      await tx.insert(jobs).values({ ...source!, id: farId, jobCode: 'JOB-FAR-AWAY', postedDate: orgDate() });
      await tx.insert(jobLocations).values(places.map(({ locationCode }) => ({ jobId: farId, locationCode })));
    });
    const location = places[0]?.locationCode ?? '';
    expect((await everyPage({})).codes).toEqual(await expectedCodes({}));
    expect((await everyPage({ location })).codes).toEqual(await expectedCodes({ location }));
    expect((await everyPage({ location })).codes).toContain('JOB-FAR-AWAY');
  });
});
