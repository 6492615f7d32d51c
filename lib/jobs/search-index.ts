import 'server-only';
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

/** The searchable words of a keyword, lower-cased as the index's tokenizer stores them. */
export function searchWords(keyword: string): string[] {
  return keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** An FTS5 query for jobs holding every word as a prefix; quoted, so AND or NEAR is taken literally. */
function everyWordPrefix(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}

/**
 * The ids of jobs with a word that starts with `word` (one of `searchWords`) in the title, description
 * or skills ("engin" finds "Engineer").
 */
export function jobIdsWithWordPrefix(db: DbOrTx, word: string): number[] {
  return db.all<{ id: number }>(sql`SELECT rowid AS id FROM job_search WHERE job_search MATCH ${everyWordPrefix([word])}`).map((r) => r.id);
}

/** The jobs holding every word as a prefix with their bm25 rank (lower is a better match), in no order. */
export function jobRanksForWords(db: DbOrTx, words: readonly string[]): { id: number; rank: number }[] {
  return db.all<{ id: number; rank: number }>(sql`SELECT rowid AS id, rank FROM job_search WHERE job_search MATCH ${everyWordPrefix(words)}`);
}
