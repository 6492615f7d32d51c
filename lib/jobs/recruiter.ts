import 'server-only';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jobs } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { likeContains } from '@/lib/api/params';
import { loadJobs } from './load';
import type { JobListQuery, JobRecord, JobRecordSummary } from './schemas';

/** Every job whatever its state, newest first, for recruiters. */
export function listJobs(db: Db, query: JobListQuery): { items: JobRecordSummary[]; total: number } {
  const pattern = query.q === undefined ? undefined : likeContains(query.q);
  const where = and(
    query.status ? eq(jobs.status, query.status) : undefined,
    query.orgUnitCode ? eq(jobs.orgUnitCode, query.orgUnitCode.toUpperCase()) : undefined,
    pattern ? or(sql`${jobs.title} LIKE ${pattern} ESCAPE '\\'`, sql`${jobs.jobCode} LIKE ${pattern} ESCAPE '\\'`) : undefined,
  );
  const ids = db.select({ id: jobs.id }).from(jobs).where(where).orderBy(desc(jobs.id)).limit(query.limit).offset(query.offset).all();
  const total = db.select({ n: count() }).from(jobs).where(where).get()?.n ?? 0;
  const items = loadJobs(
    db,
    ids.map((r) => r.id),
  ).map(({ description: _description, ...summary }) => summary);
  return { items, total };
}

/** One job by id, as recruiters see it (after a write, with the id the write answered). */
export function jobRecord(db: Db, id: number): JobRecord {
  const job = loadJobs(db, [id])[0];
  if (!job) throw new ApiError('not_found', 'The job no longer exists.');
  return job;
}

/** One job by code, as recruiters see it, or a 404. */
export function jobByCode(db: Db, jobCode: string): JobRecord {
  return jobRecord(db, jobIdOf(db, jobCode));
}

/** The internal id of the job with this code, or a 404. */
export function jobIdOf(db: Db, jobCode: string): number {
  const row = db.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobCode, jobCode.toUpperCase())).get();
  if (!row) throw new ApiError('not_found', `No job has the code ${jobCode}.`);
  return row.id;
}
