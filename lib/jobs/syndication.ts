import 'server-only';
/**
 * What search engines and feed readers read of the career site: the sitemap (an index of sitemaps past
 * 50,000 URLs, the protocol's limit per file), robots.txt and an RSS 2.0 feed of the newest jobs. Each
 * is built once per version of the jobs and per day (a closing date can pass), with its ETag.
 */
import { asc, desc } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { versionedCache } from '@/db/versioned-cache';
import { jobs } from '@/db/schema';
import { tagged, type Tagged } from '@/lib/net/public-answer';
import { orgDate } from '@/lib/time';
import { employmentLabel, experienceLabel, locationNames } from './format';
import { listPortalJobs, openAndPublished } from './portal';

/** URLs in one sitemap file (the protocol allows 50,000). */
export const SITEMAP_MAX_URLS = 50_000;
/** Jobs in the feed, newest first. */
export const FEED_SIZE = 50;

// Oldest first, so a job keeps its sitemap file as newer ones are added.
const listedJobs = preparedQuery('sitemap_listed_jobs', (db) =>
  db
    .select({ jobCode: jobs.jobCode, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(openAndPublished(jobs.publishedOnPortal))
    .orderBy(asc(jobs.id)),
);
const newestChange = preparedQuery('sitemap_newest_change', (db) => db.select({ updatedAt: jobs.updatedAt }).from(jobs).orderBy(desc(jobs.updatedAt)).limit(1));

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
// Characters XML 1.0 cannot carry at all (a job description may hold anything a recruiter pasted).
const unencodable = (text: string) => text.replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '');

const jobUrl = (base: URL, jobCode: string) => new URL(`/careers/${encodeURIComponent(jobCode)}`, base).href;

export type Sitemaps = {
  /** What /sitemap.xml answers: the one sitemap, or the index of the numbered ones. */
  root: Tagged;
  /** /sitemaps/1.xml, /sitemaps/2.xml, ... when there are more URLs than one file holds; else none. */
  parts: Tagged[];
};

function urlset(entries: readonly { loc: string; lastmod?: string }[]): string {
  const urls = entries.map(({ loc, lastmod }) => `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

async function buildSitemaps(db: Db, base: URL, today: string): Promise<Sitemaps> {
  const rows = await listedJobs(db).execute({ today });
  const entries = [{ loc: new URL('/careers', base).href }, ...rows.map((r) => ({ loc: jobUrl(base, r.jobCode), lastmod: r.updatedAt }))];
  if (entries.length <= SITEMAP_MAX_URLS) return { root: tagged(urlset(entries)), parts: [] };
  const parts: Tagged[] = [];
  for (let start = 0; start < entries.length; start += SITEMAP_MAX_URLS) parts.push(tagged(urlset(entries.slice(start, start + SITEMAP_MAX_URLS))));
  const [newest] = await newestChange(db).execute();
  const lastmod = newest?.updatedAt;
  const sitemaps = parts.map(
    (_, i) => `<sitemap><loc>${xml(new URL(`/sitemaps/${i + 1}.xml`, base).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`,
  );
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
  return { root: tagged(index), parts };
}

const cachedSitemaps = versionedCache<Sitemaps>(['jobs'], 2);

/** The career site's sitemaps for the public origin `base`. */
export function careerSitemaps(db: Db, base: URL): Promise<Sitemaps> {
  const today = orgDate();
  return cachedSitemaps(db, `${today} ${base.origin}`, () => buildSitemaps(db, base, today));
}

/** robots.txt: the career site is for crawling; everything else sits behind sign-in or is an API. */
export function robotsTxt(base: URL): Tagged {
  return tagged(
    ['User-agent: *', 'Allow: /careers', 'Disallow: /careers/*/apply', 'Disallow: /', '', `Sitemap: ${new URL('/sitemap.xml', base).href}`, ''].join('\n'),
  );
}

// RFC 822 dates, as RSS 2.0 asks: "Fri, 27 Nov 2026 00:00:00 GMT".
const rfc822 = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toUTCString();

async function buildFeed(db: Db, base: URL, site: { name: string; orgName: string }): Promise<Tagged> {
  const { items } = await listPortalJobs(db, { offset: 0, limit: FEED_SIZE });
  const careers = new URL('/careers', base).href;
  const entries = items.map((job) => {
    const url = jobUrl(base, job.jobCode);
    const summary = `${job.businessUnitName}. ${locationNames(job)}. ${employmentLabel(job.employmentType)}, ${experienceLabel(job)}.`;
    return [
      '<item>',
      `<title>${xml(unencodable(job.title))}</title>`,
      `<link>${xml(url)}</link>`,
      `<guid isPermaLink="true">${xml(url)}</guid>`,
      `<description>${xml(unencodable(summary))}</description>`,
      job.postedDate ? `<pubDate>${rfc822(job.postedDate)}</pubDate>` : '',
      '</item>',
    ].join('');
  });
  return tagged(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      `<title>${xml(site.name)}</title>`,
      `<link>${xml(careers)}</link>`,
      `<description>${xml(`The newest open positions at ${site.orgName}.`)}</description>`,
      `<atom:link href="${xml(new URL('/careers/feed.xml', base).href)}" rel="self" type="application/rss+xml"/>`,
      ...entries,
      '</channel>',
      '</rss>',
      '',
    ].join('\n'),
  );
}

const cachedFeed = versionedCache<Tagged>(['jobs', 'job_locations', 'business_units', 'locations'], 2);

/** The RSS 2.0 feed of the newest open jobs on the career site. */
export function careerFeed(db: Db, base: URL, site: { name: string; orgName: string }): Promise<Tagged> {
  return cachedFeed(db, `${orgDate()} ${base.origin} ${site.name}`, () => buildFeed(db, base, site));
}
