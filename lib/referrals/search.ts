import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { versionedCache } from '@/db/versioned-cache';
import { jobLocations, jobs, jobSkills } from '@/db/schema';
import { commaList, countOfList, newestFirstLists, wholeNumbers } from '@/lib/jobs/column-lists';
import { loadJobs, portalView } from '@/lib/jobs/load';
import { openAndPublished } from '@/lib/jobs/portal';
import { jobIdsWithWordPrefix, searchWords } from '@/lib/jobs/search-index';
import { orgDate } from '@/lib/time';
import { bitsetOf, emptyBitset, forEachBit, intersect, union, type Bitset } from '@/lib/bitset';
import type { ReferralJob, ReferralJobQuery } from './search-schemas';

// Three comma-separated strings read from the covering index jobs_referral_idx: 70,000 row objects would cost more.
const referableJobs = preparedQuery('referral_referable_jobs', (db) =>
  newestFirstLists(db, { ids: jobs.id, minExps: jobs.minExp, maxExps: jobs.maxExp }, openAndPublished(jobs.publishedForReferral)),
);
const idOfCode = preparedQuery('referral_id_of_code', (db) => db.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobCode, sql.placeholder('jobCode'))));
// One row per location or skill with its job ids: far cheaper than one row per (job, location) pair.
const jobIdsPerLocation = preparedQuery('referral_job_ids_per_location', (db) =>
  db
    .select({ key: jobLocations.locationCode, ids: commaList(db, jobLocations.jobId) })
    .from(jobLocations)
    .groupBy(jobLocations.locationCode),
);
const jobIdsPerSkill = preparedQuery('referral_job_ids_per_skill', (db) =>
  db
    .select({ key: jobSkills.skillKey, ids: commaList(db, jobSkills.jobId) })
    .from(jobSkills)
    .groupBy(jobSkills.skillKey),
);

/**
 * Every job open for referral, newest posting first, by position; sets of positions per location, per
 * skill and (filled as searches ask) per keyword word. A search intersects a few sets and walks the
 * result in order, so the page and the total come from one pass however many jobs there are. Rebuilt
 * when jobs, their locations or skills change, or the day turns; the words' sets come from the full-text
 * index (`job_search`) and are kept with the version of the jobs they were read from.
 */
interface ReferralIndex {
  size: number;
  ids: Int32Array;
  minExp: Int16Array;
  maxExp: Int16Array;
  positionOfId: Map<number, number>;
  byLocation: Map<string, Bitset>;
  bySkill: Map<string, Bitset>;
  byWord: Map<string, Bitset>;
  /** Pages of jobs already loaded from this version, by their ids: the first pages of common words repeat. */
  pages: Map<string, ReferralJob[]>;
}

const MAX_CACHED_WORDS = 500;
const MAX_CACHED_PAGES = 1000;

// Units and locations too: the loaded pages carry their names.
const cachedIndex = versionedCache<ReferralIndex>(['jobs', 'job_locations', 'job_skills', 'business_units', 'locations'], 4);

async function buildIndex(db: Db, today: string): Promise<ReferralIndex> {
  const [[columns], perLocation, perSkill] = await Promise.all([
    referableJobs(db).execute({ today }),
    jobIdsPerLocation(db).execute(),
    jobIdsPerSkill(db).execute(),
  ]);
  const size = countOfList(columns?.ids ?? null);
  const ids = wholeNumbers(columns?.ids ?? null, new Int32Array(size));
  const index: ReferralIndex = {
    size,
    ids,
    minExp: wholeNumbers(columns?.minExps ?? null, new Int16Array(size)),
    maxExp: wholeNumbers(columns?.maxExps ?? null, new Int16Array(size)),
    positionOfId: new Map(Array.from(ids, (id, position) => [id, position] as const)),
    byLocation: new Map(),
    bySkill: new Map(),
    byWord: new Map(),
    pages: new Map(),
  };
  const setsOf = (groups: { key: string; ids: string }[]) => new Map(groups.map((g) => [g.key, bitsetOf(size, positionsOf(index, g.ids.split(',').map(Number)))]));
  index.byLocation = setsOf(perLocation);
  index.bySkill = setsOf(perSkill);
  return index;
}

/** The positions of those of `ids` that are open for referral. */
function* positionsOf(index: ReferralIndex, ids: Iterable<number>): Generator<number> {
  for (const id of ids) {
    const position = index.positionOfId.get(id);
    if (position !== undefined) yield position;
  }
}

async function wordSet(db: Db, index: ReferralIndex, word: string): Promise<Bitset> {
  let set = index.byWord.get(word);
  if (!set) {
    set = bitsetOf(index.size, positionsOf(index, await jobIdsWithWordPrefix(db, word)));
    if (index.byWord.size >= MAX_CACHED_WORDS) index.byWord.clear();
    index.byWord.set(word, set);
  }
  return set;
}

/** The jobs every set-shaped filter allows, or null when none was given (every job). */
async function matchingSet(db: Db, index: ReferralIndex, query: ReferralJobQuery): Promise<Bitset | null> {
  const sets: Bitset[] = [];
  const nothing = () => emptyBitset(index.size);
  if (query.jobcode !== undefined) {
    const [row] = await idOfCode(db).execute({ jobCode: query.jobcode });
    const position = row === undefined ? undefined : index.positionOfId.get(row.id);
    sets.push(position === undefined ? nothing() : bitsetOf(index.size, [position]));
  }
  if (query.keyword !== undefined) {
    const words = searchWords(query.keyword);
    // A keyword without a single searchable word (say "++") matches nothing rather than everything.
    if (!words.length) sets.push(nothing());
    sets.push(...(await Promise.all(words.map((word) => wordSet(db, index, word)))));
  }
  if (query.location !== undefined) sets.push(index.byLocation.get(query.location.toUpperCase()) ?? nothing());
  if (query.skills?.length) sets.push(union(index.size, query.skills.flatMap((skill) => index.bySkill.get(skill) ?? [])));
  return sets.length ? sets.reduce(intersect) : null;
}

/** Open jobs published for referral that match every filter given, newest posting first. */
export async function searchReferralJobs(db: Db, query: ReferralJobQuery): Promise<{ items: ReferralJob[]; total: number }> {
  const today = orgDate();
  const index = await cachedIndex(db, today, () => buildIndex(db, today));
  const set = await matchingSet(db, index, query);
  const { minExp, maxExp, offset, limit } = query;
  const page: number[] = [];
  let total = 0;
  // Ranges overlap: the job's range reaches the asked minimum, and starts by the asked maximum.
  const visit = (position: number): boolean => {
    if (minExp !== undefined && (index.maxExp[position] ?? 0) < minExp) return true;
    if (maxExp !== undefined && (index.minExp[position] ?? 0) > maxExp) return true;
    if (total >= offset && page.length < limit) page.push(index.ids[position] ?? 0);
    total += 1;
    return true;
  };
  if (set) forEachBit(set, visit);
  else for (let position = 0; position < index.size; position++) visit(position);
  return { items: await loadPage(db, index, page), total };
}

async function loadPage(db: Db, index: ReferralIndex, ids: number[]): Promise<ReferralJob[]> {
  const key = ids.join(',');
  let items = index.pages.get(key);
  if (!items) {
    items = (await loadJobs(db, ids)).map((job) => ({ ...portalView(job), referralBonus: job.referralBonus, currencyCode: job.currencyCode }));
    if (index.pages.size >= MAX_CACHED_PAGES) index.pages.clear();
    index.pages.set(key, items);
  }
  return items;
}
