import 'server-only';
/**
 * Jobs read in bulk as one comma-separated string per column rather than as rows: the career portal's and
 * the referral search's indexes read every visible job (100,000 of them) on the request after any job
 * changes, and a handful of strings cost a fraction of that many row objects. SQLite builds them with
 * group_concat, PostgreSQL with string_agg.
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { isPostgres, type Db } from '@/db/client';
import { jobs } from '@/db/schema';

/** A column's values in a group, as one comma-separated string, in no particular order. */
export function commaList(db: Db, column: SQLiteColumn): SQL<string> {
  return isPostgres(db) ? sql<string>`string_agg(${column}::text, ',')` : sql<string>`group_concat(${column})`;
}

/**
 * Columns of the jobs `where` allows, newest posting first, each as one comma-separated string (null when
 * no job is allowed); every column must be NOT NULL, so the lists stay aligned. Both databases aggregate
 * an ordered subquery, read in the order of a covering index without sorting, and the aggregates take its
 * rows in that order: neither flattens a subquery that has an ORDER BY into the query around it, and
 * PostgreSQL plans no parallel (partial) reads of one, which could interleave rows.
 * PostgreSQL's own ORDER BY inside an aggregate would promise the order outright, but before version 16
 * it sorts the input again for each aggregate, and five sorts of every visible job cost many times the
 * ordered read.
 */
export function newestFirstLists<K extends string>(db: Db, columns: Record<K, SQLiteColumn>, where: SQL) {
  const ordered = db.select(columns).from(jobs).where(where).orderBy(desc(jobs.postedDate), desc(jobs.id)).as('v');
  const fields = ordered as unknown as Record<K, SQLiteColumn>;
  const lists = Object.fromEntries((Object.keys(columns) as K[]).map((key) => [key, commaList(db, fields[key]) as SQL<string | null>]));
  return db.select(lists as Record<K, SQL<string | null>>).from(ordered);
}

/** The whole numbers of a comma-separated list, read without a string per number (100,000 of them). */
export function wholeNumbers<A extends Int32Array | Int16Array | Uint8Array>(csv: string | null, out: A): A {
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

/** How many values a comma-separated list holds. */
export function countOfList(csv: string | null): number {
  let count = csv ? 1 : 0;
  for (let i = 0; i < (csv?.length ?? 0); i++) if ((csv as string).charCodeAt(i) === 44) count++;
  return count;
}
