import 'server-only';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { readTogether, type Db } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { jobs } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { likeContains } from '@/lib/api/params';
import { loadJobs } from './load';
import type { JobListQuery, JobRecord, JobRecordSummary } from './schemas';

/** `column` holds `pattern` (of likeContains), ignoring case as SQLite's LIKE does and PostgreSQL's does not. */
const holds = (column: typeof jobs.title | typeof jobs.jobCode, pattern: string) => sql`lower(${column}) LIKE lower(${pattern}) ESCAPE '\\'`;

/** Every job whatever its state, newest first, for recruiters. */
export async function listJobs(db: Db, query: JobListQuery): Promise<{ items: JobRecordSummary[]; total: number }> {
  const pattern = query.q === undefined ? undefined : likeContains(query.q);
  const where = and(
    query.status ? eq(jobs.status, query.status) : undefined,
    query.orgUnitCode ? eq(jobs.orgUnitCode, query.orgUnitCode.toUpperCase()) : undefined,
    pattern ? or(holds(jobs.title, pattern), holds(jobs.jobCode, pattern)) : undefined,
  );
  const [ids, [counted]] = await readTogether(db, (db) =>
    Promise.all([
      db.select({ id: jobs.id }).from(jobs).where(where).orderBy(desc(jobs.id)).limit(query.limit).offset(query.offset),
      db.select({ n: count() }).from(jobs).where(where),
    ]),
  );
  const items = (
    await loadJobs(
      db,
      ids.map((r) => r.id),
    )
  ).map(({ description: _description, ...summary }) => summary);
  return { items, total: counted?.n ?? 0 };
}

/** One job by id, as recruiters see it (after a write, with the id the write answered). */
export async function jobRecord(db: Db, id: number): Promise<JobRecord> {
  const [job] = await loadJobs(db, [id]);
  if (!job) throw new ApiError('not_found', 'The job no longer exists.');
  return job;
}

/** One job by code, as recruiters see it, or a 404. */
export async function jobByCode(db: Db, jobCode: string): Promise<JobRecord> {
  return jobRecord(db, await jobIdOf(db, jobCode));
}

const jobIdByCode = preparedQuery('job_id_by_code', (db) => db.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobCode, sql.placeholder('jobCode'))));

/** The internal id of the job with this code, or a 404. */
export async function jobIdOf(db: Db, jobCode: string): Promise<number> {
  const [row] = await jobIdByCode(db).execute({ jobCode: jobCode.toUpperCase() });
  if (!row) throw new ApiError('not_found', `No job has the code ${jobCode}.`);
  return row.id;
}
