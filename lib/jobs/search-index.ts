import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

const INDEX_JOBS = sql`INSERT INTO job_search (rowid, title, description, skills)
  SELECT j.id, j.title, j.description, coalesce((SELECT group_concat(s.skill, ' ') FROM job_skills s WHERE s.job_id = j.id), '')
  FROM jobs j`;

/**
 * Writes a job's title, description and skills into the full-text index (`job_search`, an FTS5 table
 * made by migration 0007), replacing what was there. Called in the same transaction as the job's write.
 */
export function indexJobForSearch(tx: DbOrTx, jobId: number): void {
  tx.run(sql`DELETE FROM job_search WHERE rowid = ${jobId}`);
  tx.run(sql`${INDEX_JOBS} WHERE j.id = ${jobId}`);
}

/** Indexes every job at once (after a bulk load such as the seed). */
export function indexAllJobsForSearch(tx: DbOrTx): void {
  tx.run(sql`DELETE FROM job_search`);
  tx.run(INDEX_JOBS);
}

/**
 * An FTS5 query that matches documents containing every word of `keyword` as a word prefix, in any
 * case ("java dev" finds "Senior Java Developer"); null when the keyword has no searchable word.
 * Words are quoted, so FTS syntax in user input (AND, NEAR, *, ") is taken literally.
 */
export function prefixQuery(keyword: string): string | null {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((w) => `"${w}"*`).join(' ') : null;
}
