import 'server-only';
import { eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { isPostgres, type Db } from './client';

/**
 * A statement prepared once per connection and reused. Drizzle otherwise builds and prepares the SQL
 * on every call, which costs more than running these small queries.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}

/**
 * A Drizzle query with placeholders, prepared once per connection on either database (PostgreSQL names
 * its prepared statements: `name` must be unique in the app). Run it with `await statement(db).execute({...})`:
 * a select answers its rows, an insert or update without `returning` its result (see changedRows).
 */
export function preparedQuery<P>(name: string, build: (db: Db) => { prepare(): P }): (db: Db) => P {
  return preparedPerDb((db) => {
    const query = build(db) as unknown as { prepare(name?: string): P };
    return isPostgres(db) ? query.prepare(name) : query.prepare();
  });
}

/**
 * A placeholder for a prepared insert, bound exactly as given. Drizzle would otherwise pass it through the
 * column's encoder, which turns null into false for boolean columns and JSON text into a quoted string;
 * so callers pass driver values: 0/1 or null, JSON text, numbers and strings.
 */
export const driverValue = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** A value as SQLite stores it (see driverValue). */
export type DriverValue = string | number | bigint | Buffer | null;

/**
 * An insert of one row of `table`, prepared once per connection on either database. Every column but the
 * auto-increment key is a placeholder named after it and bound as given (see driverValue); a column the
 * row leaves out is null, not its default. Answers the new row's id.
 */
export function rowInsert<T extends SQLiteTable & { id: SQLiteColumn }>(
  table: T,
): (db: Db, row: { [K in keyof T['$inferInsert']]?: DriverValue | undefined }) => Promise<number> {
  const names = Object.entries(getTableColumns(table))
    .filter(([, column]) => !(column as { autoIncrement?: boolean }).autoIncrement)
    .map(([name]) => name);
  const statement = preparedQuery(`insert_row_${getTableName(table)}`, (db) =>
    db
      .insert(table)
      // Drizzle's types want each column's own type; a placeholder stands for any.
      .values(Object.fromEntries(names.map((name) => [name, driverValue(name)])) as T['$inferInsert'])
      .returning({ id: table.id }),
  );
  return async (db, row) => {
    const given = row as Record<string, DriverValue | undefined>;
    const values: Record<string, DriverValue> = {};
    for (const name of names) values[name] = given[name] ?? null;
    const [inserted] = (await statement(db).execute(values)) as { id: number }[];
    return Number(inserted?.id);
  };
}

/**
 * An update of the named columns of the row whose `id` is given, prepared once per connection on either
 * database. Each column is a placeholder named after it and bound as given (see driverValue).
 */
export function updateById<T extends SQLiteTable & { id: SQLiteColumn }, K extends keyof T['$inferInsert'] & string>(
  table: T,
  columns: readonly K[],
): (db: Db, id: number, values: { [C in K]: DriverValue }) => Promise<void> {
  const statement = preparedQuery(`update_${getTableName(table)}_${columns.join('_')}`, (db) =>
    db
      .update(table)
      // Drizzle's types want each column's own type; a placeholder stands for any.
      .set(Object.fromEntries(columns.map((name) => [name, driverValue(name)])) as T['$inferInsert'])
      .where(eq(table.id, sql.placeholder('id'))),
  );
  return async (db, id, values) => {
    await statement(db).execute({ ...values, id });
  };
}
