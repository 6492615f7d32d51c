import 'server-only';
import { and, asc, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedPerDb } from '@/db/prepared';
import { versionedCache } from '@/db/versioned-cache';
import { jobLocations, jobs, locations } from '@/db/schema';
import { businessUnitsByName } from '@/lib/directory/queries';
import { orgDate } from '@/lib/time';
import { loadJobs, portalDetailView, portalView } from './load';
import type { JobLocationCount, JobUnitCount, PortalJob, PortalJobDetail, PortalJobQuery } from './schemas';

/** Open, published on the channel, and not past its closing date (`today` is a placeholder). */
export function openAndPublished(flag: typeof jobs.publishedOnPortal | typeof jobs.publishedForReferral): SQL {
  return and(
    eq(jobs.status, 'open'),
    eq(flag, true),
    or(isNull(jobs.closingDate), gte(jobs.closingDate, sql.placeholder('today'))),
  ) as SQL;
}

const visible = openAndPublished(jobs.publishedOnPortal);

const statements = preparedPerDb((db) => ({
  visibleJobs: db
    .select({ id: jobs.id, orgUnitCode: jobs.orgUnitCode })
    .from(jobs)
    .where(visible)
    .orderBy(desc(jobs.postedDate), desc(jobs.id))
    .prepare(),
  // One row per location with its job ids: materialising ~150,000 (job, location) rows would cost
  // several times more than splitting six strings.
  jobIdsPerLocation: db
    .select({ location: jobLocations.locationCode, ids: sql<string>`group_concat(${jobLocations.jobId})` })
    .from(jobLocations)
    .groupBy(jobLocations.locationCode)
    .prepare(),
  units: businessUnitsByName(db).prepare(),
  locations: db.select({ location: locations.code, name: locations.name, city: locations.city }).from(locations).orderBy(asc(locations.name)).prepare(),
  visibleId: db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.jobCode, sql.placeholder('jobCode')), visible))
    .prepare(),
}));

/**
 * The ids of every visible job, newest posting first, and the same list per location and per business
 * unit (a unit's list includes its sub-units'). Lists, counts and deep pages are slices and lengths of
 * these, so a count always equals what the filtered list returns, and offset 99,980 costs what offset
 * 0 does. Rebuilt when jobs, their locations, units or locations change, or the day turns.
 */
interface PortalIndex {
  all: number[];
  byLocation: Map<string, number[]>;
  byUnit: Map<string, number[]>;
  locationCounts: JobLocationCount[];
  unitCounts: JobUnitCount[];
  /** Pages already loaded from this version of the index: candidates ask for the same few again and again. */
  pages: Map<string, PortalJob[]>;
}

const MAX_CACHED_PAGES = 1000;

/** The tables what the career portal shows is made from: a change to any of them changes what it shows. */
export const PORTAL_TABLES = ['jobs', 'job_locations', 'job_skills', 'business_units', 'locations'] as const;

const cachedIndex = versionedCache<PortalIndex>(PORTAL_TABLES, 4);

function buildIndex(db: Db, today: string): PortalIndex {
  const s = statements(db);
  const rows = s.visibleJobs.all({ today });
  const locationSets = s.jobIdsPerLocation.all().map(({ location, ids }) => ({ location, ids: new Set(ids.split(',').map(Number)) }));
  const units = s.units.all();
  const parentOf = new Map(units.map((u) => [u.orgUnitCode, u.parentOrgUnitCode]));

  const all: number[] = [];
  const byLocation = new Map<string, number[]>(locationSets.map((l) => [l.location, []]));
  const byUnit = new Map<string, number[]>(units.map((u) => [u.orgUnitCode, []]));
  for (const { id, orgUnitCode } of rows) {
    all.push(id);
    for (const { location, ids } of locationSets) if (ids.has(id)) byLocation.get(location)?.push(id);
    // Walk up the hierarchy; the guard stops a (corrupt) cycle from looping forever.
    const seen = new Set<string>();
    for (let unit: string | null | undefined = orgUnitCode; unit && !seen.has(unit); unit = parentOf.get(unit)) {
      seen.add(unit);
      byUnit.get(unit)?.push(id);
    }
  }
  return {
    all,
    byLocation,
    byUnit,
    locationCounts: s.locations.all().map((l) => ({ ...l, count: byLocation.get(l.location)?.length ?? 0 })),
    unitCounts: units.map((u) => ({ ...u, count: byUnit.get(u.orgUnitCode)?.length ?? 0 })),
    pages: new Map(),
  };
}

function portalIndex(db: Db): PortalIndex {
  const today = orgDate();
  return cachedIndex(db, today, () => buildIndex(db, today));
}

function idsFor(index: PortalIndex, query: Pick<PortalJobQuery, 'type' | 'value'>): readonly number[] {
  if (query.type === undefined || query.value === undefined) return index.all;
  const map = query.type === 'joiningLocation' ? index.byLocation : index.byUnit;
  // Location and unit codes are upper-case; a client may send them in any case.
  return map.get(query.value.toUpperCase()) ?? [];
}

/** A page of the jobs candidates can see, optionally of one location or business unit (with sub-units). */
export function listPortalJobs(db: Db, query: PortalJobQuery): { items: PortalJob[]; total: number } {
  const index = portalIndex(db);
  const ids = idsFor(index, query);
  const key = `${query.type}:${query.value?.toUpperCase()}:${query.offset}:${query.limit}`;
  let items = index.pages.get(key);
  if (!items) {
    items = loadJobs(db, ids.slice(query.offset, query.offset + query.limit)).map(portalView);
    if (index.pages.size >= MAX_CACHED_PAGES) index.pages.clear();
    index.pages.set(key, items);
  }
  return { items, total: ids.length };
}

/** One visible job, or null when it is unknown, a draft, closed, unpublished or past its closing date. */
export function portalJobDetail(db: Db, jobCode: string): PortalJobDetail | null {
  const row = statements(db).visibleId.get({ jobCode, today: orgDate() });
  const job = row ? loadJobs(db, [row.id])[0] : undefined;
  return job ? portalDetailView(job) : null;
}

/** Visible jobs per location, every location listed (sorted by name). */
export function portalLocationCounts(db: Db): JobLocationCount[] {
  return portalIndex(db).locationCounts;
}

/** Visible jobs per business unit including sub-units, every unit listed (sorted by name). */
export function portalUnitCounts(db: Db): JobUnitCount[] {
  return portalIndex(db).unitCounts;
}
