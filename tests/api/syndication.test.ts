// The career site's files for search engines and feed readers (issue 30): the sitemap (an index past
// 50,000 URLs), robots.txt and the RSS feed; each the same for every visitor, cacheable, with an ETag.
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, isPostgres, rawRows, transaction } from '@/db/client';
import { jobs } from '@/db/schema';
import { GET as sitemapRoute } from '@/app/sitemap.xml/route';
import { GET as sitemapPartRoute } from '@/app/sitemaps/[file]/route';
import { GET as robotsRoute } from '@/app/robots.txt/route';
import { GET as feedRoute } from '@/app/(site)/careers/feed.xml/route';
import { siteUrl } from '@/lib/organisation';
import { FEED_SIZE, SITEMAP_MAX_URLS } from '@/lib/jobs/syndication';
import { orgDate } from '@/lib/time';

const base = siteUrl();
const get = (path: string, headers: Record<string, string> = {}) => new Request(new URL(path, base), { headers });
const part = (file: string) => sitemapPartRoute(get(`/sitemaps/${file}`), { params: Promise.resolve({ file }) });

/** The open portal jobs, worked out straight from the table. */
function visibleJobs(): Promise<{ jobCode: string; updatedAt: string }[]> {
  return getDb()
    .select({ jobCode: jobs.jobCode, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(eq(jobs.status, 'open'), eq(jobs.publishedOnPortal, true), or(isNull(jobs.closingDate), gte(jobs.closingDate, orgDate()))));
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const jobUrl = (jobCode: string) => new URL(`/careers/${encodeURIComponent(jobCode)}`, base).href;

describe('/sitemap.xml', () => {
  it('lists the career site and every open portal job with its last change, and nothing else', async () => {
    const res = await sitemapRoute(get('/sitemap.xml'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const body = await res.text();
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const visible = await visibleJobs();
    expect(visible.length).toBeGreaterThan(10);
    expect(locs(body).sort()).toEqual([new URL('/careers', base).href, ...visible.map((j) => jobUrl(j.jobCode))].sort());
    const first = visible[0]!;
    expect(body).toContain(`<url><loc>${jobUrl(first.jobCode)}</loc><lastmod>${first.updatedAt}</lastmod></url>`);
  });

  it('is cacheable by anyone, sets no cookie, and answers a matching If-None-Match with 304', async () => {
    const res = await sitemapRoute(get('/sitemap.xml'));
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(res.headers.get('set-cookie')).toBeNull();
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await sitemapRoute(get('/sitemap.xml', { 'If-None-Match': `W/"other", ${etag}` }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await sitemapRoute(get('/sitemap.xml', { 'If-None-Match': '"other"' }))).status).toBe(200);
  });

  it('drops a job the moment it closes, with a new ETag', async () => {
    const before = await sitemapRoute(get('/sitemap.xml'));
    const closing = (await visibleJobs())[0]!;
    const setStatus = (status: 'open' | 'closed') =>
      transaction(getDb(), async (tx) => {
        await tx.update(jobs).set({ status }).where(eq(jobs.jobCode, closing.jobCode));
      });
    await setStatus('closed');
    const after = await sitemapRoute(get('/sitemap.xml'));
    expect(locs(await after.text())).not.toContain(jobUrl(closing.jobCode));
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    await setStatus('open');
    expect(locs(await (await sitemapRoute(get('/sitemap.xml'))).text())).toContain(jobUrl(closing.jobCode));
  });
});

describe('/robots.txt', () => {
  it('lets crawlers read the career site, not its apply forms or anything else, and names the sitemap', async () => {
    const res = robotsRoute(get('/robots.txt'));
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await res.text()).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /careers',
      'Disallow: /careers/*/apply',
      'Disallow: /',
      '',
      `Sitemap: ${new URL('/sitemap.xml', base).href}`,
      '',
    ]);
  });
});

describe('/careers/feed.xml', () => {
  it('is RSS 2.0 of the newest open jobs, newest first, with their titles escaped', async () => {
    const job = (await visibleJobs())[0]!;
    await getDb().update(jobs).set({ title: 'R&D <Lead> "Platform"', postedDate: '2099-01-01' }).where(eq(jobs.jobCode, job.jobCode));
    const res = await feedRoute(get('/careers/feed.xml'));
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = await res.text();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = body.split('<item>').slice(1);
    expect(items).toHaveLength(Math.min(FEED_SIZE, (await visibleJobs()).length));
    expect(items[0]).toContain(`<title>R&amp;D &lt;Lead&gt; &quot;Platform&quot;</title><link>${jobUrl(job.jobCode)}</link>`);
    expect(items[0]).toContain('<pubDate>Thu, 01 Jan 2099 00:00:00 GMT</pubDate>');
    const etag = res.headers.get('etag') ?? '';
    expect((await feedRoute(get('/careers/feed.xml', { 'If-None-Match': etag }))).status).toBe(304);
  });
});

/**
 * Adds `count` open portal jobs in one statement (binding 50,000 rows' values would take many times longer).
 * PostgreSQL's version triggers fire once per row, each updating the same row of table_versions, which makes
 * one statement slow down with the square of its rows (50,000 take minutes): there they are held off for the
 * insert and the version bumped once instead.
 */
async function addPortalJobs(count: number): Promise<void> {
  const db = getDb();
  const now = new Date().toISOString();
  const insert = sql`WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${count})
    INSERT INTO jobs (job_code, title, description, org_unit_code, employment_type, min_exp, max_exp, openings, status, published_on_portal,
                      posted_date, created_by, created_at, updated_by, updated_at)
    SELECT 'JOB-SM' || i, 'Analyst', 'Numbers.', 'TECH', 'full_time', 0, 2, 1, 'open', TRUE, '2026-01-01', 'test', CAST(${now} AS TEXT), 'test', CAST(${now} AS TEXT) FROM n
    RETURNING id`;
  if (!isPostgres(db)) {
    await rawRows(db, insert);
    return;
  }
  await transaction(db, async (tx) => {
    await rawRows(tx, sql`ALTER TABLE jobs DISABLE TRIGGER USER`);
    await rawRows(tx, insert);
    await rawRows(tx, sql`ALTER TABLE jobs ENABLE TRIGGER USER`);
    await rawRows(tx, sql`UPDATE table_versions SET version = version + 1 WHERE table_name = 'jobs'`);
  });
}

describe('past 50,000 URLs', () => {
  it('answers a sitemap index, each numbered sitemap holding at most 50,000, every job in one of them', async () => {
    await addPortalJobs(SITEMAP_MAX_URLS - (await visibleJobs()).length + 5);

    const index = await (await sitemapRoute(get('/sitemap.xml'))).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([new URL('/sitemaps/1.xml', base).href, new URL('/sitemaps/2.xml', base).href]);
    const first = await (await part('1.xml')).text();
    const second = await (await part('2.xml')).text();
    expect(locs(first)).toHaveLength(SITEMAP_MAX_URLS);
    expect([...locs(first), ...locs(second)].sort()).toEqual([new URL('/careers', base).href, ...(await visibleJobs()).map((j) => jobUrl(j.jobCode))].sort());
    for (const missing of ['3.xml', '0.xml', 'x.xml', '1.txt']) expect((await part(missing)).status).toBe(404);
  });
});
