import 'server-only';
/**
 * The full-text index of the jobs' titles, descriptions and skills, and the one place that knows how each
 * database keeps it. SQLite has `job_search` as an FTS5 table (migration 0007) keyed by rowid, searched
 * with MATCH and ranked by bm25; PostgreSQL as a table keyed by job_id with a generated tsvector and a GIN
 * index (db/schema-pg/jobs.ts), searched with to_tsquery('simple', ...) and ranked by ts_rank. Both split
 * words and lower-case them without stemming, so a word prefix finds the same jobs in either.
 */
import { sql, type SQL } from 'drizzle-orm';
import { isPostgres, rawRows, type DbOrTx } from '@/db/client';

/** The statements that write the index's rows of the jobs `j` selected by `which` (every job when empty). */
function reindexStatements(tx: DbOrTx, which: { jobId?: number }): SQL[] {
  const only = (column: SQL) => (which.jobId === undefined ? sql`` : sql` WHERE ${column} = ${which.jobId}`);
  if (isPostgres(tx)) {
    return [
      sql`DELETE FROM job_search${only(sql`job_id`)}`,
      sql`INSERT INTO job_search (job_id, title, description, skills)
        SELECT j.id, j.title, j.description, coalesce((SELECT string_agg(s.skill, ' ' ORDER BY s.position) FROM job_skills s WHERE s.job_id = j.id), '')
        FROM jobs j${only(sql`j.id`)}`,
    ];
  }
  return [
    sql`DELETE FROM job_search${only(sql`rowid`)}`,
    sql`INSERT INTO job_search (rowid, title, description, skills)
      SELECT j.id, j.title, j.description, coalesce((SELECT group_concat(s.skill, ' ') FROM job_skills s WHERE s.job_id = j.id), '')
      FROM jobs j${only(sql`j.id`)}`,
  ];
}

/** Runs the index's writes in order: SQLite's driver runs a statement at once, PostgreSQL's answers a promise. */
async function runInOrder(tx: DbOrTx, statements: readonly SQL[]): Promise<void> {
  for (const statement of statements) {
    if (isPostgres(tx)) await (tx as unknown as { execute(query: SQL): Promise<unknown> }).execute(statement);
    else tx.run(statement);
  }
}

/**
 * Writes a job's title, description and skills into the full-text index, replacing what was there.
 * Called in the same transaction as the job's write.
 */
export async function indexJobForSearch(tx: DbOrTx, jobId: number): Promise<void> {
  await runInOrder(tx, reindexStatements(tx, { jobId }));
}

/** Indexes every job at once (after a bulk load such as the seed). */
export async function indexAllJobsForSearch(tx: DbOrTx): Promise<void> {
  await runInOrder(tx, reindexStatements(tx, {}));
}

/** The searchable words of a keyword, lower-cased as the index's tokenizer stores them. */
export function searchWords(keyword: string): string[] {
  return keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The jobs holding every word (of `searchWords`: letters and digits only, so none reads as an operator)
 * as a prefix; with `ranked`, their rank too, lower for a better match (FTS5's bm25 is so, ts_rank is
 * negated), which costs a score per job and so is asked only for sorting. FTS5's words are quoted, so
 * AND or NEAR is taken literally.
 */
function everyWordPrefix(db: DbOrTx, words: readonly string[], ranked: boolean): SQL {
  if (isPostgres(db)) {
    const query = sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
    return sql`SELECT job_id AS id${ranked ? sql`, -ts_rank(document, ${query}) AS rank` : sql``} FROM job_search WHERE document @@ ${query}`;
  }
  return sql`SELECT rowid AS id${ranked ? sql`, rank` : sql``} FROM job_search WHERE job_search MATCH ${words.map((word) => `"${word}"*`).join(' ')}`;
}

/**
 * The ids of jobs with a word that starts with `word` (one of `searchWords`) in the title, description
 * or skills ("engin" finds "Engineer").
 */
export async function jobIdsWithWordPrefix(db: DbOrTx, word: string): Promise<number[]> {
  return (await rawRows<{ id: number }>(db, everyWordPrefix(db, [word], false))).map((r) => r.id);
}

/** The jobs holding every word as a prefix with their rank (lower is a better match), in no order. */
export async function jobRanksForWords(db: DbOrTx, words: readonly string[]): Promise<{ id: number; rank: number }[]> {
  return rawRows<{ id: number; rank: number }>(db, everyWordPrefix(db, words, true));
}
