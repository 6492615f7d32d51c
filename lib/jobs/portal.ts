import 'server-only';
import { and, asc, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedPerDb } from '@/db/prepared';
import { versionedCacheSync } from '@/db/versioned-cache';
import { jobLocations, jobs, jobSkills, locations } from '@/db/schema';
import { bitsetOf, bitsetWhere, countBits, emptyBitset, forEachBit, hasBit, intersect, slicePositions, type Bitset } from '@/lib/bitset';
import { businessUnitsByName } from '@/lib/directory/queries';
import { orgDate } from '@/lib/time';
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

const statements = preparedPerDb((db) => ({
  // Every visible job's columns, newest first, as one comma-separated string per column: from the
  // covering index jobs_listing_idx alone (from the table rows it takes several times longer), and a
  // third the time of 100,000 rows of five values each. An aggregate over an ordered subquery keeps its
  // order (SQLite does not flatten it); every column is NOT NULL, so the lists stay aligned.
  visibleColumns: (() => {
    const v = db
      .select({ id: jobs.id, unit: jobs.orgUnitCode, type: jobs.employmentType, minExp: jobs.minExp, maxExp: jobs.maxExp })
      .from(jobs)
      .where(visible)
      .orderBy(desc(jobs.postedDate), desc(jobs.id))
      .as('v');
    return db
      .select({
        ids: sql<string | null>`group_concat(${v.id})`,
        units: sql<string | null>`group_concat(${v.unit})`,
        types: sql<string | null>`group_concat(${v.type})`,
        minExps: sql<string | null>`group_concat(${v.minExp})`,
        maxExps: sql<string | null>`group_concat(${v.maxExp})`,
      })
      .from(v)
      .prepare();
  })(),
  // One row per location with its job ids: materialising ~150,000 (job, location) rows would cost
  // several times more than splitting six strings.
  jobIdsPerLocation: db
    .select({ location: jobLocations.locationCode, ids: sql<string>`group_concat(${jobLocations.jobId})` })
    .from(jobLocations)
    .groupBy(jobLocations.locationCode)
    .prepare(),
  jobIdsWithSkill: db.select({ id: jobSkills.jobId }).from(jobSkills).where(eq(jobSkills.skillKey, sql.placeholder('skillKey'))).prepare(),
  units: businessUnitsByName(db).prepare(),
  locations: db.select({ location: locations.code, name: locations.name, city: locations.city }).from(locations).orderBy(asc(locations.name)).prepare(),
  visibleId: db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.jobCode, sql.placeholder('jobCode')), visible))
    .prepare(),
}));

/**
 * Every visible job by position, newest posting first, with sets of positions per location, business
 * unit (a unit's set includes its sub-units') and employment type, each job's experience range, and
 * (filled as searches ask) sets per keyword word and skill and best-match orders per keyword. A search
 * intersects a few sets; its count is the set's size and its page a slice of it, so a count always
 * equals what the list returns, and page 5,000 costs what page 1 does. Rebuilt when jobs, their
 * locations or skills, units or locations change, or the day turns; the words' sets come from the FTS5
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

const cachedIndex = versionedCacheSync<PortalIndex>(PORTAL_TABLES, 4);

/** The whole numbers of a comma-separated list, read without a string per number (100,000 of them). */
function wholeNumbers<A extends Int32Array | Uint8Array>(csv: string | null, out: A): A {
  let value = 0;
  let at = 0;
  for (let i = 0; i < (csv?.length ?? 0); i++) {
    const code = (csv as string).charCodeAt(i);
    if (code === 44) {
      out[at++] = value;
      value = 0;
    } else value = value * 10 + code - 48;
  }
  if (csv) out[at] = value;
  return out;
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
function buildIndex(db: Db, today: string): PortalIndex {
  const s = statements(db);
  const columns = s.visibleColumns.get({ today });
  const unitOfJob = columns?.units ? columns.units.split(',') : [];
  const size = unitOfJob.length;
  const ids = wholeNumbers(columns?.ids ?? null, new Int32Array(size));
  const positionOf = positionLookup(ids);
  const units = s.units.all();
  const chains = unitChains(units);

  const unitPositions = new Map<string, number[]>(units.map((u) => [u.orgUnitCode, []]));
  const typePositions = new Map<string, number[]>();
  const typeOfJob = columns?.types ? columns.types.split(',') : [];
  for (let position = 0; position < size; position++) {
    for (const unit of chains.get(unitOfJob[position] ?? '') ?? []) unitPositions.get(unit)?.push(position);
    const type = typeOfJob[position] ?? '';
    const ofType = typePositions.get(type);
    if (ofType) ofType.push(position);
    else typePositions.set(type, [position]);
  }
  const setsOf = (groups: Iterable<[string, Iterable<number>]>) => new Map([...groups].map(([key, positions]) => [key, bitsetOf(size, positions)] as const));
  const byLocation = setsOf(s.jobIdsPerLocation.all().map(({ location, ids: list }) => [location, positionsOf(positionOf, wholeNumbers(list, new Int32Array(countOfList(list))))]));
  const byUnit = setsOf(unitPositions);
  const countOf = (set: Bitset | undefined) => (set ? countBits(set) : 0);
  return {
    size,
    ids,
    positionOf,
    minExp: wholeNumbers(columns?.minExps ?? null, new Uint8Array(size)),
    maxExp: wholeNumbers(columns?.maxExps ?? null, new Uint8Array(size)),
    byLocation,
    byUnit,
    byType: setsOf(typePositions),
    byWord: new Map(),
    bySkill: new Map(),
    byRank: new Map(),
    locationCounts: s.locations.all().map((l) => ({ ...l, count: countOf(byLocation.get(l.location)) })),
    unitCounts: units.map((u) => ({ ...u, count: countOf(byUnit.get(u.orgUnitCode)) })),
    pages: new Map(),
  };
}

/** How many values a comma-separated list holds. */
function countOfList(csv: string): number {
  let count = csv ? 1 : 0;
  for (let i = 0; i < csv.length; i++) if (csv.charCodeAt(i) === 44) count++;
  return count;
}

function portalIndex(db: Db): PortalIndex {
  const today = orgDate();
  return cachedIndex(db, today, () => buildIndex(db, today));
}

/** The positions of those of `ids` that are visible. */
function* positionsOf(positionOf: PortalIndex['positionOf'], ids: Iterable<number>): Generator<number> {
  for (const id of ids) {
    const position = positionOf(id);
    if (position !== undefined) yield position;
  }
}

/** What this version of the index has already worked out for `key`, else `compute`'s answer, kept. */
function remembered<V>(cache: Map<string, V>, max: number, key: string, compute: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute();
    // Clearing beats tracking recency: what is still asked for comes back at the cost of one query.
    if (cache.size >= max) cache.clear();
    cache.set(key, value);
  }
  return value;
}

function setOfIds(db: Db, index: PortalIndex, cache: Map<string, Bitset>, key: string, ids: (db: Db) => number[]): Bitset {
  return remembered(cache, MAX_CACHED_SETS, key, () => bitsetOf(index.size, positionsOf(index.positionOf, ids(db))));
}

/** Jobs with a word starting with `word` (one of `searchWords`) in the title, description or skills. */
const wordSet = (db: Db, index: PortalIndex, word: string) => setOfIds(db, index, index.byWord, word, (d) => jobIdsWithWordPrefix(d, word));

/** Jobs asking for a skill, by its lower-case key. */
const skillSet = (db: Db, index: PortalIndex, skillKey: string) =>
  setOfIds(db, index, index.bySkill, skillKey, (d) => statements(d).jobIdsWithSkill.all({ skillKey }).map((r) => r.id));

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
function matchingSet(db: Db, index: PortalIndex, search: PortalSearch): Bitset | null {
  const sets: Bitset[] = [];
  // Location and unit codes are upper-case; a client may send them in any case.
  const named = (sets: Map<string, Bitset>, key: string) => sets.get(key.toUpperCase()) ?? emptyBitset(index.size);
  for (const word of search.words ?? []) sets.push(wordSet(db, index, word));
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

/** Positions of jobs holding every word, best bm25 match first and the newest first among equals. */
function ranking(db: Db, index: PortalIndex, words: readonly string[]): Int32Array {
  const sorted = [...new Set(words)].sort();
  return remembered(index.byRank, MAX_CACHED_RANKINGS, sorted.join(' '), () => {
    const ranked = jobRanksForWords(db, sorted).flatMap(({ id, rank }) => {
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
export function searchPortalJobs(db: Db, search: PortalSearch): { items: PortalJob[]; total: number } {
  const index = portalIndex(db);
  const set = matchingSet(db, index, search);
  const { offset, limit, words = [] } = search;
  let positions: number[];
  if (!set) positions = Array.from({ length: Math.max(0, Math.min(limit, index.size - offset)) }, (_, i) => offset + i);
  else if (search.sort === 'relevance' && words.length) positions = sliceInOrder(ranking(db, index, words), set, offset, limit);
  else positions = slicePositions(set, offset, limit);
  return { items: loadPage(db, index, positions), total: set ? countBits(set) : index.size };
}

function loadPage(db: Db, index: PortalIndex, positions: readonly number[]): PortalJob[] {
  const ids = positions.map((p) => index.ids[p] ?? 0);
  return remembered(index.pages, MAX_CACHED_PAGES, ids.join(','), () => loadJobs(db, ids).map(portalView));
}

/** A page of the jobs candidates can see, optionally of one location or business unit (with sub-units). */
export function listPortalJobs(db: Db, { type, value, offset, limit }: PortalJobQuery): { items: PortalJob[]; total: number } {
  const filter = type === undefined || value === undefined ? {} : type === 'joiningLocation' ? { location: value } : { unit: value };
  return searchPortalJobs(db, { ...filter, offset, limit });
}

/**
 * Up to four other visible jobs like `job`, best first: each shared skill scores one, being in its
 * business unit (sub-units included) two, so a job in the same team or with much the same skills
 * leads; the newest first among equals. None when nothing is shared.
 */
export function similarPortalJobs(db: Db, job: Pick<PortalJob, 'jobCode' | 'orgUnitCode' | 'skills'>): PortalJob[] {
  const index = portalIndex(db);
  const scores = new Uint8Array(index.size);
  const award = (set: Bitset | undefined, points: number) => {
    if (set) forEachBit(set, (p) => ((scores[p] = (scores[p] ?? 0) + points), true));
  };
  award(index.byUnit.get(job.orgUnitCode), 2);
  for (const skillKey of new Set(job.skills.map((s) => s.toLowerCase()))) award(skillSet(db, index, skillKey), 1);
  const id = statements(db).visibleId.get({ jobCode: job.jobCode, today: orgDate() })?.id;
  const self = id === undefined ? undefined : index.positionOf(id);
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
