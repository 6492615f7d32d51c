import { inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { preparedPerDb } from './prepared';
import { tableVersions } from './schema';

/**
 * Values derived from some tables (list pages, counts), kept until a trigger bumps one of those tables'
 * versions. Reading the versions is one indexed lookup, far cheaper than recomputing the value, and it
 * sees changes made by other processes too. Tables need version triggers (see db/migrations).
 */
export function versionedCache<V>(tables: readonly string[], maxEntries = 1000) {
  const versionsOf = preparedPerDb((db) =>
    db
      .select({ version: sql<string>`group_concat(${tableVersions.version}, '.')` })
      .from(tableVersions)
      .where(inArray(tableVersions.tableName, [...tables]))
      .prepare(),
  );
  const perDb = new WeakMap<Db, Map<string, { version: string; value: V }>>();
  return (db: Db, key: string, compute: () => V): V => {
    let entries = perDb.get(db);
    if (!entries) {
      entries = new Map();
      perDb.set(db, entries);
    }
    const version = versionsOf(db).get()?.version ?? '';
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = compute();
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, { version, value });
    return value;
  };
}
