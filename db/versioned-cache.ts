import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { preparedPerDb } from './prepared';
import { tableVersions } from './schema';

const versionOf = preparedPerDb((db) =>
  db
    .select({ version: tableVersions.version })
    .from(tableVersions)
    .where(eq(tableVersions.tableName, sql.placeholder('table')))
    .prepare(),
);

/**
 * Values derived from one table (counts, for example), kept until a trigger bumps that table's version.
 * Reading the version is one indexed lookup, far cheaper than recounting thousands of rows.
 */
export function versionedCache<V>(table: string, maxEntries = 1000) {
  const perDb = new WeakMap<Db, Map<string, { version: number; value: V }>>();
  return (db: Db, key: string, compute: () => V): V => {
    let entries = perDb.get(db);
    if (!entries) {
      entries = new Map();
      perDb.set(db, entries);
    }
    const version = versionOf(db).get({ table })?.version ?? -1;
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = compute();
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, { version, value });
    return value;
  };
}
