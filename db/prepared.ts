import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

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
 * A placeholder for a prepared insert, bound exactly as given. Drizzle would otherwise pass it through the
 * column's encoder, which turns null into false for boolean columns and JSON text into a quoted string;
 * so callers pass driver values: 0/1 or null, JSON text, numbers and strings.
 */
export const driverValue = (name: string): SQL => sql`${sql.placeholder(name)}`;
