import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, rawRows, transaction, type Db } from '@/db/client';
import { jobs } from '@/db/schema';
import { newestFirstLists } from '@/lib/jobs/column-lists';

const COLUMNS = { ids: jobs.id, units: jobs.orgUnitCode, minExps: jobs.minExp };
const open = sql`${jobs.status} = 'open'`;

/** What newestFirstLists must answer: the same jobs read as rows, newest posting first, joined per column. */
async function expectedLists(db: Db) {
  const rows = await db.select(COLUMNS).from(jobs).where(open).orderBy(desc(jobs.postedDate), desc(jobs.id));
  return { ids: rows.map((r) => r.ids).join(','), units: rows.map((r) => r.units).join(','), minExps: rows.map((r) => r.minExps).join(',') };
}

describe('newestFirstLists', () => {
  it('lists each column of the jobs newest posting first, the columns aligned row by row', async () => {
    const db = getDb();
    const expected = await expectedLists(db);
    expect(expected.ids.split(',').length).toBeGreaterThan(10);
    const [lists] = await newestFirstLists(db, COLUMNS, open);
    expect({ ids: String(lists?.ids), units: lists?.units, minExps: String(lists?.minExps) }).toEqual(expected);
  });

  // The order rests on PostgreSQL never splitting an ordered subquery into parallel parts that the
  // aggregate would read interleaved: with parallel plans made free, it gathers the parts in order first.
  it.skipIf(process.env.TEST_DATABASE !== 'postgres')('keeps the order when PostgreSQL is pushed to read the table in parallel', async () => {
    const db = getDb();
    const expected = await expectedLists(db);
    await transaction(db, async (tx) => {
      for (const setting of ['parallel_setup_cost', 'parallel_tuple_cost', 'min_parallel_table_scan_size', 'min_parallel_index_scan_size']) {
        await rawRows(tx, sql.raw(`SET LOCAL ${setting} = 0`));
      }
      await rawRows(tx, sql.raw('SET LOCAL enable_indexonlyscan = off'));
      await rawRows(tx, sql.raw('SET LOCAL enable_indexscan = off'));
      const query = newestFirstLists(tx, COLUMNS, open);
      const plan = (await rawRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${query.getSQL()}`)).map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Gather Merge/);
      expect(plan).not.toMatch(/Partial Aggregate/);
      const [lists] = await query;
      expect({ ids: String(lists?.ids), units: lists?.units, minExps: String(lists?.minExps) }).toEqual(expected);
    });
  });
});
