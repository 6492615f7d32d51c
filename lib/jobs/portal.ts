import 'server-only';
import { and, asc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { versionedCache } from '@/db/versioned-cache';
import { jobLocations, jobs, jobSkills, locations } from '@/db/schema';
import { addAll, bitsetWhere, countBits, emptyBitset, forEachBit, hasBit, intersect, setBit, slicePositions, type Bitset } from '@/lib/bitset';
import { businessUnitsByName } from '@/lib/directory/queries';
import { orgDate } from '@/lib/time';
import { commaList, countOfList, newestFirstLists, wholeNumbers } from './column-lists';
import type { EmploymentType } from './constants';
import { loadJobs, portalDetailView, portalView } from './load';
import type { JobLocationCount, JobUnitCount, PortalJob, PortalJobDetail, PortalJobQuery } from './schemas';
import { jobIdsWithWordPrefix, jobRanksForWords } from './search-index';

/** Open, published on the channel, and not past its closing date (`today` is a placeholder). */
export function openAndPublished(flag: typeof jobs.publishedOnPortal | typeof jobs.publishedForReferral): SQL {
  return and(
    eq(jobs.status, 'open'),
    eq(flag, true),
    or(isNull(jobs.closingDate), gte(jobs.closingDate, sql.placeholder('today'))),
  ) as SQL;
}

const visible = openAndPublished(jobs.publishedOnPortal);

// Every visible job's columns, newest first, as one comma-separated string per column: from the
// covering index jobs_listing_idx alone on SQLite (from the table rows it takes several times longer),
// and a third the time of 100,000 rows of five values each.
const visibleColumns = preparedQuery('portal_visible_columns', (db) =>
  newestFirstLists(db, { ids: jobs.id, units: jobs.orgUnitCode, types: jobs.employmentType, minExps: jobs.minExp, maxExps: jobs.maxExp }, visible),
);
// One row per location with its job ids: materialising ~150,000 (job, location) rows would cost
// several times more than splitting six strings.
const jobIdsPerLocation = preparedQuery('portal_job_ids_per_location', (db) =>
  db
    .select({ location: jobLocations.locationCode, ids: commaList(db, jobLocations.jobId) })
    .from(jobLocations)
    .groupBy(jobLocations.locationCode),
);
const jobIdsWithSkill = preparedQuery('portal_job_ids_with_skill', (db) =>
  db.select({ id: jobSkills.jobId }).from(jobSkills).where(eq(jobSkills.skillKey, sql.placeholder('skillKey'))),
);
const unitsByName = preparedQuery('portal_units', (db) => businessUnitsByName(db));
const locationsByName = preparedQuery('portal_locations', (db) =>
  db.select({ location: locations.code, name: locations.name, city: locations.city }).from(locations).orderBy(asc(locations.name)),
);
const visibleId = preparedQuery('portal_visible_id', (db) =>
  db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.jobCode, sql.placeholder('jobCode')), visible)),
);

/**
 * Every visible job by position, newest posting first, with sets of positions per location, business
 * unit (a unit's set includes its sub-units') and employment type, each job's experience range, and
 * (filled as searches ask) sets per keyword word and skill and best-match orders per keyword. A search
 * intersects a few sets; its count is the set's size and its page a slice of it, so a count always
 * equals what the list returns, and page 5,000 costs what page 1 does. Rebuilt when jobs, their
 * locations or skills, units or locations change, or the day turns; the words' sets come from the full-text
 * index (`job_search`) and are kept with the version of the jobs they were read from.
 */
interface PortalIndex {
  size: number;
  ids: Int32Array;
  /** A job id's position, undefined for a job not visible. */
  positionOf: (id: number) => number | undefined;
  minExp: Uint8Array;
  maxExp: Uint8Array;
  byLocation: Map<string, Bitset>;
  byUnit: Map<string, Bitset>;
  byType: Map<string, Bitset>;
  byWord: Map<string, Bitset>;
  bySkill: Map<string, Bitset>;
  /** Positions in best-match order (ties newest first) per keyword's words. */
  byRank: Map<string, Int32Array>;
  locationCounts: JobLocationCount[];
  unitCounts: JobUnitCount[];
  /** Pages already loaded from this version of the index: candidates ask for the same few again and again. */
  pages: Map<string, PortalJob[]>;
}

const MAX_CACHED_PAGES = 1000;
const MAX_CACHED_SETS = 500;
// A ranking holds every matching position (400 KB for a word in every job), so fewer of them are kept.
const MAX_CACHED_RANKINGS = 32;
const SIMILAR_JOBS = 4;

/** The tables what the career portal shows is made from: a change to any of them changes what it shows. */
export const PORTAL_TABLES = ['jobs', 'job_locations', 'job_skills', 'business_units', 'locations'] as const;

const cachedIndex = versionedCache<PortalIndex>(PORTAL_TABLES, 4);

// The jobs at each location change only with job_locations, not with a job's status or publication,
// which is what most rebuilds of the index follow: read and parsed once per version of that table.
const locationJobIds = versionedCache<{ location: string; ids: Int32Array }[]>(['job_locations'], 1);

function jobIdsByLocation(db: Db) {
  return locationJobIds(db, 'all', async () =>
    (await jobIdsPerLocation(db).execute()).map(({ location, ids }) => ({ location, ids: wholeNumbers(ids, new Int32Array(countOfList(ids))) })),
  );
}

/** Position by id: ids are mostly dense, so a typed array (ten times a Map's speed) unless they are not. */
function positionLookup(ids: Int32Array): (id: number) => number | undefined {
  const maxId = ids.reduce((max, id) => Math.max(max, id), 0);
  if (maxId > 8 * ids.length + 1024) {
    const positions = new Map(Array.from(ids, (id, position) => [id, position]));
    return (id) => positions.get(id);
  }
  const positions = new Int32Array(maxId + 1).fill(-1);
  ids.forEach((id, position) => (positions[id] = position));
  return (id) => {
    const position = id >= 0 && id <= maxId ? (positions[id] ?? -1) : -1;
    return position < 0 ? undefined : position;
  };
}

/** Each unit with those above it, worked out once per unit (a corrupt cycle stops where it repeats). */
function unitChains(units: readonly { orgUnitCode: string; parentOrgUnitCode: string | null }[]): Map<string, string[]> {
  const parentOf = new Map(units.map((u) => [u.orgUnitCode, u.parentOrgUnitCode]));
  return new Map(
    units.map((u) => {
      const chain: string[] = [];
      for (let unit: string | null | undefined = u.orgUnitCode; unit && !chain.includes(unit); unit = parentOf.get(unit)) chain.push(unit);
      return [u.orgUnitCode, chain];
    }),
  );
}

// Rebuilt on the request after any job change, over every visible job: kept to plain loops over
// typed arrays and split strings, it is about a third of what reading rows into objects cost.
async function buildIndex(db: Db, today: string): Promise<PortalIndex> {
  const [[columns], units, idsPerLocation, locationRows] = await Promise.all([
    visibleColumns(db).execute({ today }),
    unitsByName(db).execute(),
    jobIdsByLocation(db),
    locationsByName(db).execute(),
  ]);
  const unitOfJob = columns?.units ? columns.units.split(',') : [];
  const size = unitOfJob.length;
  const ids = wholeNumbers(columns?.ids ?? null, new Int32Array(size));
  const positionOf = positionLookup(ids);
  const chains = unitChains(units);

  // Each job's bit goes in its own unit's set and its type's; a unit's set then takes in those of every
  // unit below it. Bits set in place in plain loops: building lists of positions first (or reading
  // them through a generator) took most of a rebuild's time.
  const setIn = (sets: Map<string, Bitset>, key: string) => {
    let set = sets.get(key);
    if (!set) sets.set(key, (set = emptyBitset(size)));
    return set;
  };
  const ownUnit = new Map<string, Bitset>();
  const byType = new Map<string, Bitset>();
  const typeOfJob = columns?.types ? columns.types.split(',') : [];
  for (let position = 0; position < size; position++) {
    setBit(setIn(ownUnit, unitOfJob[position] ?? ''), position);
    setBit(setIn(byType, typeOfJob[position] ?? ''), position);
  }
  const byUnit = new Map(units.map((u) => [u.orgUnitCode, emptyBitset(size)]));
  for (const [unit, own] of ownUnit) {
    for (const above of chains.get(unit) ?? []) {
      const set = byUnit.get(above);
      if (set) addAll(set, own);
    }
  }
  const byLocation = new Map(idsPerLocation.map(({ location, ids: list }) => [location, bitsetOfIds(size, positionOf, list)]));
  const countOf = (set: Bitset | undefined) => (set ? countBits(set) : 0);
  return {
    size,
    ids,
    positionOf,
    minExp: wholeNumbers(columns?.minExps ?? null, new Uint8Array(size)),
    maxExp: wholeNumbers(columns?.maxExps ?? null, new Uint8Array(size)),
    byLocation,
    byUnit,
    byType,
    byWord: new Map(),
    bySkill: new Map(),
    byRank: new Map(),
    locationCounts: locationRows.map((l) => ({ ...l, count: countOf(byLocation.get(l.location)) })),
    unitCounts: units.map((u) => ({ ...u, count: countOf(byUnit.get(u.orgUnitCode)) })),
    pages: new Map(),
  };
}

function portalIndex(db: Db): Promise<PortalIndex> {
  const today = orgDate();
  return cachedIndex(db, today, () => buildIndex(db, today));
}

/** The set of those of `ids` that are visible, by their positions. */
function bitsetOfIds(size: number, positionOf: PortalIndex['positionOf'], ids: ArrayLike<number>): Bitset {
  const bits = emptyBitset(size);
  for (let i = 0; i < ids.length; i++) {
    const position = positionOf(ids[i] ?? -1);
    if (position !== undefined) setBit(bits, position);
  }
  return bits;
}

/** What this version of the index has already worked out for `key`, else `compute`'s answer, kept. */
async function remembered<V>(cache: Map<string, V>, max: number, key: string, compute: () => Promise<V>): Promise<V> {
  let value = cache.get(key);
  if (value === undefined) {
    value = await compute();
    // Clearing beats tracking recency: what is still asked for comes back at the cost of one query.
    if (cache.size >= max) cache.clear();
    cache.set(key, value);
  }
  return value;
}

function setOfIds(db: Db, index: PortalIndex, cache: Map<string, Bitset>, key: string, ids: (db: Db) => Promise<number[]>): Promise<Bitset> {
  return remembered(cache, MAX_CACHED_SETS, key, async () => bitsetOfIds(index.size, index.positionOf, await ids(db)));
}

/** Jobs with a word starting with `word` (one of `searchWords`) in the title, description or skills. */
const wordSet = (db: Db, index: PortalIndex, word: string) => setOfIds(db, index, index.byWord, word, (d) => jobIdsWithWordPrefix(d, word));

/** Jobs asking for a skill, by its lower-case key. */
const skillSet = (db: Db, index: PortalIndex, skillKey: string) =>
  setOfIds(db, index, index.bySkill, skillKey, async (d) => (await jobIdsWithSkill(d).execute({ skillKey })).map((r) => r.id));

/** What a career-site search asks; every criterion given must hold. */
export interface PortalSearch {
  /** Words (see `searchWords`) each job must hold as a prefix; none matches every job. */
  words?: readonly string[];
  location?: string;
  /** A business unit, its sub-units included. */
  unit?: string;
  type?: EmploymentType;
  /** The job's experience range overlaps [minExp, maxExp]; either end may be left open. */
  minExp?: number;
  maxExp?: number;
  /** Best match needs words; without them the newest come first anyway. */
  sort?: 'newest' | 'relevance';
  offset: number;
  limit: number;
}

/** The jobs every criterion allows, or null when none was given (every job). */
async function matchingSet(db: Db, index: PortalIndex, search: PortalSearch): Promise<Bitset | null> {
  // Location and unit codes are upper-case; a client may send them in any case.
  const named = (sets: Map<string, Bitset>, key: string) => sets.get(key.toUpperCase()) ?? emptyBitset(index.size);
  const sets = await Promise.all((search.words ?? []).map((word) => wordSet(db, index, word)));
  if (search.location !== undefined) sets.push(named(index.byLocation, search.location));
  if (search.unit !== undefined) sets.push(named(index.byUnit, search.unit));
  if (search.type !== undefined) sets.push(index.byType.get(search.type) ?? emptyBitset(index.size));
  const { minExp = 0, maxExp = Number.POSITIVE_INFINITY } = search;
  if (search.minExp !== undefined || search.maxExp !== undefined) {
    // Ranges overlap: the job's reaches the asked minimum, and starts by the asked maximum.
    sets.push(bitsetWhere(index.size, (p) => (index.maxExp[p] ?? 0) >= minExp && (index.minExp[p] ?? 0) <= maxExp));
  }
  return sets.length ? sets.reduce(intersect) : null;
}

/** Positions of jobs holding every word, best match first (see jobRanksForWords) and the newest first among equals. */
function ranking(db: Db, index: PortalIndex, words: readonly string[]): Promise<Int32Array> {
  const sorted = [...new Set(words)].sort();
  return remembered(index.byRank, MAX_CACHED_RANKINGS, sorted.join(' '), async () => {
    const ranked = (await jobRanksForWords(db, sorted)).flatMap(({ id, rank }) => {
      const position = index.positionOf(id);
      return position === undefined ? [] : [{ position, rank }];
    });
    ranked.sort((a, b) => a.rank - b.rank || a.position - b.position);
    return Int32Array.from(ranked, (r) => r.position);
  });
}

/** Up to `limit` of `order`'s positions that are in `set`, after skipping the first `offset` of them. */
function sliceInOrder(order: Int32Array, set: Bitset, offset: number, limit: number): number[] {
  const out: number[] = [];
  let skip = offset;
  for (const position of order) {
    if (out.length >= limit) break;
    if (!hasBit(set, position)) continue;
    if (skip > 0) skip -= 1;
    else out.push(position);
  }
  return out;
}

/** A page of the jobs candidates can see that match every criterion given, and how many match. */
export async function searchPortalJobs(db: Db, search: PortalSearch): Promise<{ items: PortalJob[]; total: number }> {
  const index = await portalIndex(db);
  const set = await matchingSet(db, index, search);
  const { offset, limit, words = [] } = search;
  let positions: number[];
  if (!set) positions = Array.from({ length: Math.max(0, Math.min(limit, index.size - offset)) }, (_, i) => offset + i);
  else if (search.sort === 'relevance' && words.length) positions = sliceInOrder(await ranking(db, index, words), set, offset, limit);
  else positions = slicePositions(set, offset, limit);
  return { items: await loadPage(db, index, positions), total: set ? countBits(set) : index.size };
}

function loadPage(db: Db, index: PortalIndex, positions: readonly number[]): Promise<PortalJob[]> {
  const ids = positions.map((p) => index.ids[p] ?? 0);
  return remembered(index.pages, MAX_CACHED_PAGES, ids.join(','), async () => (await loadJobs(db, ids)).map(portalView));
}

/** A page of the jobs candidates can see, optionally of one location or business unit (with sub-units). */
export function listPortalJobs(db: Db, { type, value, offset, limit }: PortalJobQuery): Promise<{ items: PortalJob[]; total: number }> {
  const filter = type === undefined || value === undefined ? {} : type === 'joiningLocation' ? { location: value } : { unit: value };
  return searchPortalJobs(db, { ...filter, offset, limit });
}

/**
 * Up to four other visible jobs like `job`, best first: each shared skill scores one, being in its
 * business unit (sub-units included) two, so a job in the same team or with much the same skills
 * leads; the newest first among equals. None when nothing is shared.
 */
export async function similarPortalJobs(db: Db, job: Pick<PortalJob, 'jobCode' | 'orgUnitCode' | 'skills'>): Promise<PortalJob[]> {
  const index = await portalIndex(db);
  const scores = new Uint8Array(index.size);
  const award = (set: Bitset | undefined, points: number) => {
    if (set) forEachBit(set, (p) => ((scores[p] = (scores[p] ?? 0) + points), true));
  };
  award(index.byUnit.get(job.orgUnitCode), 2);
  const skillKeys = [...new Set(job.skills.map((s) => s.toLowerCase()))];
  for (const set of await Promise.all(skillKeys.map((skillKey) => skillSet(db, index, skillKey)))) award(set, 1);
  const [own] = await visibleId(db).execute({ jobCode: job.jobCode, today: orgDate() });
  const self = own === undefined ? undefined : index.positionOf(own.id);
  if (self !== undefined) scores[self] = 0;

  // One pass keeping the best few in order; a later position only displaces a strictly lower score.
  const best: number[] = [];
  for (let p = 0; p < index.size; p++) {
    const points = scores[p] ?? 0;
    if (points === 0) continue;
    const at = best.findIndex((b) => (scores[b] ?? 0) < points);
    if (at >= 0) best.splice(at, 0, p);
    else best.push(p);
    if (best.length > SIMILAR_JOBS) best.pop();
  }
  return loadPage(db, index, best);
}

/** One visible job, or null when it is unknown, a draft, closed, unpublished or past its closing date. */
export async function portalJobDetail(db: Db, jobCode: string): Promise<PortalJobDetail | null> {
  const [row] = await visibleId(db).execute({ jobCode, today: orgDate() });
  const job = row ? (await loadJobs(db, [row.id]))[0] : undefined;
  return job ? portalDetailView(job) : null;
}

/** Visible jobs per location, every location listed (sorted by name). */
export async function portalLocationCounts(db: Db): Promise<JobLocationCount[]> {
  return (await portalIndex(db)).locationCounts;
}

/** Visible jobs per business unit including sub-units, every unit listed (sorted by name). */
export async function portalUnitCounts(db: Db): Promise<JobUnitCount[]> {
  return (await portalIndex(db)).unitCounts;
}
