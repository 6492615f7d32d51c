import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { versionedCache } from '@/db/versioned-cache';
import { jobLocations, jobs, jobSkills } from '@/db/schema';
import { loadJobs, portalView } from '@/lib/jobs/load';
import { openAndPublished } from '@/lib/jobs/portal';
import { prefixQuery } from '@/lib/jobs/search-index';
import { orgDate } from '@/lib/time';
import type { ReferralJob, ReferralJobQuery } from './search-schemas';

function conditions(query: ReferralJobQuery): SQL[] {
  const fts = query.keyword === undefined ? undefined : prefixQuery(query.keyword);
  const skills = query.skills ?? [];
  return [
    openAndPublished(jobs.publishedForReferral),
    query.jobcode ? eq(jobs.jobCode, query.jobcode) : undefined,
    // A keyword without a single searchable word (say "++") matches nothing rather than everything.
    query.keyword !== undefined ? (fts ? sql`${jobs.id} IN (SELECT rowid FROM job_search WHERE job_search MATCH ${fts})` : sql`0`) : undefined,
    query.location
      ? sql`EXISTS (SELECT 1 FROM ${jobLocations} WHERE ${jobLocations.jobId} = ${jobs.id} AND ${jobLocations.locationCode} = ${query.location.toUpperCase()})`
      : undefined,
    // Ranges overlap: the job's range reaches the asked minimum, and starts by the asked maximum.
    query.minExp !== undefined ? gte(jobs.maxExp, query.minExp) : undefined,
    query.maxExp !== undefined ? lte(jobs.minExp, query.maxExp) : undefined,
    skills.length
      ? sql`EXISTS (SELECT 1 FROM ${jobSkills} WHERE ${jobSkills.jobId} = ${jobs.id} AND ${jobSkills.skillKey} IN (${sql.join(
          skills.map((s) => sql`${s}`),
          sql`, `,
        )}))`
      : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

// Searches repeat (the same keyword, the first pages); a page and its total change only with the jobs.
const cachedSearches = versionedCache<{ ids: number[]; total: number }>(['jobs', 'job_locations', 'job_skills']);

/** Open jobs published for referral that match every filter given, newest posting first. */
export function searchReferralJobs(db: Db, query: ReferralJobQuery): { items: ReferralJob[]; total: number } {
  const today = orgDate();
  const { ids, total } = cachedSearches(db, JSON.stringify([today, query]), () => {
    const where = and(...conditions(query));
    const page = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.postedDate), desc(jobs.id))
      .limit(query.limit)
      .offset(query.offset)
      .all({ today });
    return { ids: page.map((r) => r.id), total: db.select({ n: count() }).from(jobs).where(where).get({ today })?.n ?? 0 };
  });
  const items = loadJobs(db, ids).map((job) => ({ ...portalView(job), referralBonus: job.referralBonus, currencyCode: job.currencyCode }));
  return { items, total };
}
