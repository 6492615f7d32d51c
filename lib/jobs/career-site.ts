import 'server-only';
/**
 * What the public career site (/careers) reads, on the server only: it opens the database, so client
 * components must never import it. Pages call these instead of touching db/ themselves.
 */
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { orgName } from '@/lib/organisation';
import { CAREER_PAGES_TAG } from './career-cache';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, MAX_EXPERIENCE, MAX_KEYWORD_LENGTH, type EmploymentType } from './constants';
import { portalJobDetail, portalLocationCounts, portalUnitCounts, searchPortalJobs, similarPortalJobs } from './portal';
import { jobCodeSchema, type JobLocationCount, type JobUnitCount, type PortalJob, type PortalJobDetail } from './schemas';
import { experienceLabel } from './format';
import { searchWords } from './search-index';

export const CAREERS_PAGE_SIZE = 20;
// Each word costs a full-text lookup (once per index version); nobody needs more to find a job.
const MAX_KEYWORD_WORDS = 8;

export type CareerSort = 'newest' | 'relevance';

/** What the list shows, every part optional ('' or null when not asked); each part narrows it further. */
export type CareerQuery = {
  q: string;
  location: string | null;
  unit: string | null;
  type: EmploymentType | null;
  minExp: number | null;
  maxExp: number | null;
  /** 'relevance' only with a keyword: without one there is nothing to rank by. */
  sort: CareerSort;
  page: number;
};

export type SearchParams = Record<string, string | string[] | undefined>;

export type CareerListing = {
  query: CareerQuery;
  jobs: PortalJob[];
  total: number;
  pageCount: number;
  /** 0-based index of the first job on the page. */
  offset: number;
  locations: JobLocationCount[];
  units: JobUnitCount[];
  /** What narrows the list ("matching “react” in Bengaluru", see describeCareerQuery), or null for every open job. */
  criteria: string | null;
};

/** "Acme HR Careers": the site's name in titles and link previews. */
export function careersSiteName(): string {
  return `${orgName()} Careers`;
}


function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** Anything odd in a hand-edited or stale link (page=abc, page=0, a huge number) means page 1. */
function parsePage(raw: string): number {
  if (!/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** Whole years within what a job may ask; anything else (abc, -1, 2.5, 99) is no bound. */
function parseYears(raw: string): number | null {
  if (!/^\d{1,2}$/.test(raw)) return null;
  const years = Number(raw);
  return years <= MAX_EXPERIENCE ? years : null;
}

/** The keyword as typed, spaces tidied; '' when it holds no searchable word (say "++"). */
function parseKeyword(raw: string): string {
  const q = raw.replace(/\s+/g, ' ').slice(0, MAX_KEYWORD_LENGTH).trim();
  return searchWords(q).length ? q : '';
}

/** The words a keyword searches for: the first few distinct ones. */
function keywordWords(q: string): string[] {
  return [...new Set(searchWords(q))].slice(0, MAX_KEYWORD_WORDS);
}

/**
 * Reads `?q=&location=&unit=&type=&minExp=&maxExp=&sort=&page=`. Whatever names nothing (an unknown
 * location or unit code, type=abc, minExp=abc) is ignored rather than shown as an empty list or an
 * error, and a range given backwards (minExp=8&maxExp=3) is read the right way round.
 */
export function parseCareerQuery(params: SearchParams, locations: readonly JobLocationCount[], units: readonly JobUnitCount[]): CareerQuery {
  const q = parseKeyword(first(params.q));
  const location = first(params.location).toUpperCase();
  const unit = first(params.unit).toUpperCase();
  const type = EMPLOYMENT_TYPES.find((t) => t === first(params.type).toLowerCase()) ?? null;
  const [minExp, maxExp] = [parseYears(first(params.minExp)), parseYears(first(params.maxExp))];
  const backwards = minExp !== null && maxExp !== null && minExp > maxExp;
  return {
    q,
    location: locations.some((l) => l.location === location) ? location : null,
    unit: units.some((u) => u.orgUnitCode === unit) ? unit : null,
    type,
    minExp: backwards ? maxExp : minExp,
    maxExp: backwards ? minExp : maxExp,
    sort: q && first(params.sort) === 'relevance' ? 'relevance' : 'newest',
    page: parsePage(first(params.page)),
  };
}

/** The asked range as a job's is worded ("2–5 years", "1 year"), or open at one end ("3+ years", "up to 5 years"). */
function yearsPhrase({ minExp, maxExp }: Pick<CareerQuery, 'minExp' | 'maxExp'>): string | null {
  if (minExp !== null && maxExp !== null) return experienceLabel({ minExp, maxExp });
  if (minExp !== null) return `${minExp}+ years`;
  return maxExp !== null ? `up to ${experienceLabel({ minExp: maxExp, maxExp })}` : null;
}

/**
 * What narrows the list, worded to follow "Jobs" or "37 jobs": "matching “react” in Data & Analytics,
 * Bengaluru (Full time, 2–5 years)"; null when nothing does.
 */
export function describeCareerQuery(query: CareerQuery, locations: readonly JobLocationCount[], units: readonly JobUnitCount[]): string | null {
  const places = [units.find((u) => u.orgUnitCode === query.unit)?.name, locations.find((l) => l.location === query.location)?.name].filter(Boolean);
  const details = [query.type && EMPLOYMENT_TYPE_LABELS[query.type], yearsPhrase(query)].filter(Boolean);
  const parts = [query.q && `matching “${query.q}”`, places.length && `in ${places.join(', ')}`, details.length && `(${details.join(', ')})`].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}

/**
 * One page of the list with the filter options. Counts and lists come from the same index, so they
 * agree. Cached per request because generateMetadata and the page both ask.
 */
export const careerListing = cache(async (params: SearchParams): Promise<CareerListing> => {
  const db = getDb();
  const [locations, units] = await Promise.all([portalLocationCounts(db), portalUnitCounts(db)]);
  const asked = parseCareerQuery(params, locations, units);
  const words = keywordWords(asked.q);
  const search = (page: number) =>
    searchPortalJobs(db, {
      words,
      location: asked.location ?? undefined,
      unit: asked.unit ?? undefined,
      type: asked.type ?? undefined,
      minExp: asked.minExp ?? undefined,
      maxExp: asked.maxExp ?? undefined,
      sort: asked.sort,
      offset: (page - 1) * CAREERS_PAGE_SIZE,
      limit: CAREERS_PAGE_SIZE,
    });
  const firstTry = await search(asked.page);
  const pageCount = Math.ceil(firstTry.total / CAREERS_PAGE_SIZE);
  // A page past the end (an old link after jobs closed) shows the last page instead of nothing.
  const page = Math.min(asked.page, Math.max(pageCount, 1));
  const result = page === asked.page ? firstTry : await search(page);
  const query = { ...asked, page };
  return {
    query,
    jobs: result.items,
    total: result.total,
    pageCount,
    offset: (page - 1) * CAREERS_PAGE_SIZE,
    locations,
    units,
    criteria: describeCareerQuery(query, locations, units),
  };
});

/**
 * A visible job by code, or null for a malformed, unknown or hidden one. Cached per request because
 * generateMetadata and the page both ask.
 */
export const careerJob = cache(async (rawCode: string): Promise<PortalJobDetail | null> => {
  const code = jobCodeSchema.safeParse(decodeURIComponentSafe(rawCode));
  return code.success ? portalJobDetail(getDb(), code.data) : null;
});

/** Other open jobs like this one, for its page (see similarPortalJobs). */
export function similarCareerJobs(job: PortalJobDetail): Promise<PortalJob[]> {
  return similarPortalJobs(getDb(), job);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** How long a cached career page or its data may be served before it is rendered again, in seconds. */
const CAREER_REVALIDATE_SECONDS = 60;

/**
 * The reads above through Next.js's cache, tagged with CAREER_PAGES_TAG: the tag passes to the pages that
 * read them, so a job change expires the data and the rendered pages together (lib/jobs/career-cache.ts).
 * Also cached per request, because generateMetadata and the page both ask.
 */
export const cachedCareerListing = cache(
  unstable_cache(async (params: SearchParams) => careerListing(params), ['career-listing'], { tags: [CAREER_PAGES_TAG], revalidate: CAREER_REVALIDATE_SECONDS }),
);

export const cachedCareerJob = cache(
  unstable_cache(async (rawCode: string) => careerJob(rawCode), ['career-job'], { tags: [CAREER_PAGES_TAG], revalidate: CAREER_REVALIDATE_SECONDS }),
);
