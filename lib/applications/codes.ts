// Applications, candidates and referrals are named by their row id with a prefix: APP-000042, CAND-000042,
// REF-000042. The id is known only once the row is in, and the code column is required and unique, so the
// row goes in under a unique placeholder that its code replaces at once, inside the caller's transaction.
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '@/db/client';
import { rowInsert, updateById, type DriverValue } from '@/db/prepared';

type RowValues<T extends SQLiteTable> = { [K in keyof T['$inferInsert']]?: DriverValue | undefined };

/**
 * An insert of one row of `table` that names it in `codeColumn` by its new id with `prefix`, prepared once
 * per connection (see rowInsert: the row is bound as given, driver values only). Answers the new row's id
 * and code.
 */
export function preparedCodedInsert<T extends SQLiteTable & { id: SQLiteColumn }, K extends keyof T['$inferInsert'] & string>(
  table: T,
  codeColumn: K,
  prefix: string,
): (db: Db, row: Omit<RowValues<T>, K>) => Promise<{ id: number; code: string }> {
  const insert = rowInsert(table);
  const setCode = updateById(table, [codeColumn]);
  return async (db, row) => {
    const id = await insert(db, { ...row, [codeColumn]: `NEW-${randomUUID()}` } as RowValues<T>);
    const code = `${prefix}-${String(id).padStart(6, '0')}`;
    await setCode(db, id, { [codeColumn]: code } as { [C in K]: DriverValue });
    return { id, code };
  };
}
