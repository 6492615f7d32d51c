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
import { listPortalJobs, portalJobDetail, portalLocationCounts, portalUnitCounts } from './portal';
import { jobCodeSchema, type JobLocationCount, type JobUnitCount, type PortalFilterType, type PortalJob, type PortalJobDetail } from './schemas';

export const CAREERS_PAGE_SIZE = 20;

/** The API filters by one thing at a time, so the site does too. */
export type CareerFilter = { kind: 'location' | 'unit'; code: string };
export type CareerQuery = { filter: CareerFilter | null; page: number };

const FILTER_TYPES: Record<CareerFilter['kind'], PortalFilterType> = { location: 'joiningLocation', unit: 'orgUnitCode' };

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
  /** The name of what `query.filter` picked, to say what the list shows. */
  filterName: string | null;
};

/** "Acme HR Careers": the site's name in titles and link previews. */
export function careersSiteName(): string {
  return `${orgName()} Careers`;
}

/** The public origin canonical links and structured data point at. */
export function siteUrl(): URL {
  const raw = process.env.BASE_URL || process.env.NEXTAUTH_URL || 'http://localhost:3000';
  try {
    return new URL(raw);
  } catch {
    return new URL('http://localhost:3000');
  }
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** Anything odd in a hand-edited or stale link (page=abc, page=0, a huge number) means page 1. */
function parsePage(raw: string): number {
  if (!/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/**
 * Reads `?location=BLR`, `?unit=TECH` and `?page=2`. A code that names no location or unit is ignored
 * rather than shown as an empty list, and when a link carries both, the location wins.
 */
function parseQuery(params: SearchParams, locations: JobLocationCount[], units: JobUnitCount[]): CareerQuery {
  const page = parsePage(first(params.page));
  const location = locations.find((l) => l.location === first(params.location).toUpperCase());
  if (location) return { filter: { kind: 'location', code: location.location }, page };
  const unit = units.find((u) => u.orgUnitCode === first(params.unit).toUpperCase());
  if (unit) return { filter: { kind: 'unit', code: unit.orgUnitCode }, page };
  return { filter: null, page };
}

function filterName(filter: CareerFilter | null, locations: JobLocationCount[], units: JobUnitCount[]): string | null {
  if (!filter) return null;
  if (filter.kind === 'location') return locations.find((l) => l.location === filter.code)?.name ?? null;
  return units.find((u) => u.orgUnitCode === filter.code)?.name ?? null;
}

/**
 * One page of the list with the filter options. Counts and lists come from the same index, so they
 * agree. Cached per request because generateMetadata and the page both ask.
 */
export const careerListing = cache((params: SearchParams): CareerListing => {
  const db = getDb();
  const locations = portalLocationCounts(db);
  const units = portalUnitCounts(db);
  const asked = parseQuery(params, locations, units);
  const filter = asked.filter ? { type: FILTER_TYPES[asked.filter.kind], value: asked.filter.code } : {};

  const list = (page: number) => listPortalJobs(db, { ...filter, offset: (page - 1) * CAREERS_PAGE_SIZE, limit: CAREERS_PAGE_SIZE });
  const firstTry = list(asked.page);
  const pageCount = Math.ceil(firstTry.total / CAREERS_PAGE_SIZE);
  // A page past the end (an old link after jobs closed) shows the last page instead of nothing.
  const page = Math.min(asked.page, Math.max(pageCount, 1));
  const result = page === asked.page ? firstTry : list(page);
  const query = { ...asked, page };
  return {
    query,
    jobs: result.items,
    total: result.total,
    pageCount,
    offset: (page - 1) * CAREERS_PAGE_SIZE,
    locations,
    units,
    filterName: filterName(query.filter, locations, units),
  };
});

/**
 * A visible job by code, or null for a malformed, unknown or hidden one. Cached per request because
 * generateMetadata and the page both ask.
 */
export const careerJob = cache((rawCode: string): PortalJobDetail | null => {
  const code = jobCodeSchema.safeParse(decodeURIComponentSafe(rawCode));
  return code.success ? portalJobDetail(getDb(), code.data) : null;
});

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
