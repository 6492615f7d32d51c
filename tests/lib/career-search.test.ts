// The career site's combined search (issue 30) on this file's own copy of the seeded database: every
// combination of keyword, location, unit (with sub-units), type and experience lists exactly the jobs an
// independent SQL query finds, in order, with a count that matches; best match ranks by bm25; similar
// jobs come from the same index.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
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
function everyPage(params: SearchParams): { codes: string[]; total: number } {
  const first = careerListing(params);
  const codes = first.jobs.map((j) => j.jobCode);
  for (let page = 2; page <= first.pageCount; page++) codes.push(...careerListing({ ...params, page: String(page) }).jobs.map((j) => j.jobCode));
  return { codes, total: first.total };
}

type Criteria = { word?: string; location?: string; unit?: string; type?: string; minExp?: number; maxExp?: number };

/** The same search written straight in SQL, newest posting first, independently of the index under test. */
function expectedCodes(c: Criteria): string[] {
  const where = [sql`j.status = 'open' AND j.published_on_portal = 1 AND (j.closing_date IS NULL OR j.closing_date >= ${orgDate()})`];
  if (c.word) where.push(sql`j.id IN (SELECT rowid FROM job_search WHERE job_search MATCH ${`"${c.word}"*`})`);
  if (c.location) where.push(sql`j.id IN (SELECT job_id FROM job_locations WHERE location_code = ${c.location})`);
  if (c.unit) {
    where.push(sql`j.org_unit_code IN (WITH RECURSIVE below(code) AS (SELECT ${c.unit} UNION SELECT u.org_unit_code FROM business_units u JOIN below ON u.parent_org_unit_code = below.code) SELECT code FROM below)`);
  }
  if (c.type) where.push(sql`j.employment_type = ${c.type}`);
  if (c.minExp !== undefined) where.push(sql`j.max_exp >= ${c.minExp}`);
  if (c.maxExp !== undefined) where.push(sql`j.min_exp <= ${c.maxExp}`);
  return getDb()
    .all<{ code: string }>(sql`SELECT j.job_code AS code FROM jobs j WHERE ${sql.join(where, sql` AND `)} ORDER BY j.posted_date DESC, j.id DESC`)
    .map((r) => r.code);
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

  it.each(cases)('lists exactly the jobs matching %o, newest first, with a count that matches', (criteria) => {
    const { codes, total } = everyPage(asParams(criteria));
    const expected = expectedCodes(criteria);
    expect(codes).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('narrows: each criterion added keeps a subset, and the demo data leaves some jobs at each step', () => {
    const steps: Criteria[] = [{}, { word: 'engineer' }, { word: 'engineer', unit: 'TECH' }, { word: 'engineer', unit: 'TECH', location: 'BLR' }];
    const lists = steps.map((c) => everyPage(asParams(c)).codes);
    for (let i = 1; i < lists.length; i++) {
      expect(lists[i]!.length, JSON.stringify(steps[i])).toBeGreaterThan(0);
      expect(lists[i]!.length).toBeLessThan(lists[i - 1]!.length);
      expect(lists[i - 1]).toEqual(expect.arrayContaining(lists[i]!));
    }
  });

  it('matches every word of the keyword as a prefix, anywhere in title, skills or description', () => {
    const both = new Set(expectedCodes({ word: 'data' }).filter((c) => expectedCodes({ word: 'eng' }).includes(c)));
    expect(both.size).toBeGreaterThan(0);
    expect(new Set(everyPage({ q: 'Data ENG' }).codes)).toEqual(both);
    expect(everyPage({ q: 'zzqqxx' })).toEqual({ codes: [], total: 0 });
  });

  it('ignores what it cannot read instead of failing, and shows the last page for a page past the end', () => {
    const all = expectedCodes({});
    expect(everyPage({ q: '++', location: 'NOWHERE', type: 'x', minExp: 'abc' }).total).toBe(all.length);
    const last = careerListing({ page: '999' });
    expect(last.query.page).toBe(Math.ceil(all.length / CAREERS_PAGE_SIZE));
    expect(last.jobs.map((j) => j.jobCode)).toEqual(all.slice((last.query.page - 1) * CAREERS_PAGE_SIZE));
  });

  it('sorts by best match (bm25) on request, newest first among equals, over the same jobs', async () => {
    const strong = await makeJob(recruiter, {
      publishedOnPortal: true,
      fields: { title: 'Quorvex Quorvex Lead', skills: ['Quorvex'], description: 'Quorvex all day: design, build and run Quorvex at scale.' },
    });
    const weak = await makeJob(recruiter, {
      publishedOnPortal: true,
      fields: { title: 'Support Analyst', description: 'Answer customers, and now and then look into a quorvex ticket or two.' },
    });
    expect(everyPage({ q: 'quorvex' }).codes).toEqual([weak, strong]);
    expect(everyPage({ q: 'quorvex', sort: 'relevance' }).codes).toEqual([strong, weak]);
    expect(careerListing({ q: 'quorvex', sort: 'relevance' }).query.sort).toBe('relevance');

    // A job that closes leaves both orders at once.
    await call(statusRoute, { as: recruiter, params: { jobCode: strong }, body: { status: 'closed' } });
    expect(everyPage({ q: 'quorvex', sort: 'relevance' }).codes).toEqual([weak]);
  });
});

describe('similar jobs', () => {
  it('are up to four other open jobs, those sharing the unit (2) and the most skills (1 each) first, newest first among equals', () => {
    const db = getDb();
    const job = careerJob(expectedCodes({ unit: 'TECH-DATA' })[0]!)!;
    const similar = similarCareerJobs(job);
    expect(similar.length).toBe(4);

    const ranked = db
      .all<{ code: string; score: number }>(
        sql`SELECT j.job_code AS code,
              (CASE WHEN j.org_unit_code IN (WITH RECURSIVE below(code) AS (SELECT ${job.orgUnitCode} UNION SELECT u.org_unit_code FROM business_units u JOIN below ON u.parent_org_unit_code = below.code) SELECT code FROM below) THEN 2 ELSE 0 END)
              + (SELECT count(*) FROM job_skills s WHERE s.job_id = j.id AND s.skill_key IN (SELECT value FROM json_each(${JSON.stringify(job.skills.map((s) => s.toLowerCase()))}))) AS score
            FROM jobs j
            WHERE j.status = 'open' AND j.published_on_portal = 1 AND (j.closing_date IS NULL OR j.closing_date >= ${orgDate()}) AND j.job_code <> ${job.jobCode}
            ORDER BY score DESC, j.posted_date DESC, j.id DESC`,
      )
      .filter((r) => r.score > 0);
    expect(similar.map((j) => j.jobCode)).toEqual(ranked.slice(0, 4).map((r) => r.code));
  });

  it('are none when no other job shares the unit or a skill', async () => {
    // A unit of its own with no other open job, and a skill nobody else asks for.
    const db = getDb();
    db.run(sql`INSERT INTO business_units (org_unit_code, name, parent_org_unit_code) VALUES ('LONE', 'Lone Unit', NULL)`);
    const code = await makeJob(recruiter, { publishedOnPortal: true, fields: { orgUnitCode: 'LONE', skills: ['Quillography'] } });
    expect(similarCareerJobs(careerJob(code)!)).toEqual([]);
  });
});

describe('the index over ids far apart', () => {
  it('finds a job whose id is far beyond the others (the index then looks positions up in a map)', () => {
    const db = getDb();
    const source = db.get<{ id: number }>(sql`SELECT id FROM jobs WHERE status = 'open' AND published_on_portal = 1 ORDER BY id LIMIT 1`);
    const farId = 50_000_000;
    // Every column as the source job has it, but the id, the code and today's posting date.
    const columns = db.all<{ name: string }>(sql`PRAGMA table_info(jobs)`).map((c) => c.name);
    const copied = columns.map((name) => (name === 'id' ? sql`${farId}` : name === 'job_code' ? sql`'JOB-FAR-AWAY'` : name === 'posted_date' ? sql`${orgDate()}` : sql.identifier(name)));
    db.run(sql`INSERT INTO jobs (${sql.join(columns.map((c) => sql.identifier(c)), sql`, `)}) SELECT ${sql.join(copied, sql`, `)} FROM jobs WHERE id = ${source?.id}`);
    db.run(sql`INSERT INTO job_locations (job_id, location_code) SELECT ${farId}, location_code FROM job_locations WHERE job_id = ${source?.id}`);
    const location = db.get<{ code: string }>(sql`SELECT location_code AS code FROM job_locations WHERE job_id = ${farId}`)?.code ?? '';
    expect(everyPage({}).codes).toEqual(expectedCodes({}));
    expect(everyPage({ location }).codes).toEqual(expectedCodes({ location }));
    expect(everyPage({ location }).codes).toContain('JOB-FAR-AWAY');
  });
});
