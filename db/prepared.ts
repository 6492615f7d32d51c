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
