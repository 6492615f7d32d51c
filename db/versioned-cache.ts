import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';
import { preparedPerDb } from './prepared';
import { tableVersions } from './schema';

const allVersions = preparedPerDb((db) => db.select({ tableName: tableVersions.tableName, version: tableVersions.version }).from(tableVersions).prepare());

function readVersions(db: Db): Map<string, number> {
  return new Map(allVersions(db).all().map((row) => [row.tableName, row.version]));
}

/** The versions one read request has seen, on the connection it read them from. */
interface Snapshot {
  db?: Db;
  versions?: Map<string, number>;
}
const requestSnapshot = new AsyncLocalStorage<Snapshot>();

/**
 * Runs a read-only request so that every cache it consults shares one read of the table versions.
 * Each statement costs a few syscalls (the read lock), several times a cache hit under load, and a
 * request consults two or three caches (API client, person, answer). Only for requests that write
 * nothing versioned: a write inside would leave the snapshot behind it.
 */
export function withVersionSnapshot<T>(fn: () => T): T {
  return requestSnapshot.run({}, fn);
}

function versionsNow(db: Db): Map<string, number> {
  const snapshot = requestSnapshot.getStore();
  if (snapshot?.db === db && snapshot.versions) return snapshot.versions;
  const versions = readVersions(db);
  if (snapshot) Object.assign(snapshot, { db, versions });
  return versions;
}

/**
 * Values derived from some tables (list pages, counts, people, API clients), kept until a trigger bumps
 * one of those tables' versions. Reading the versions is one small statement (one per read request, see
 * withVersionSnapshot), far cheaper than recomputing the value, and it sees changes made by other
 * processes too. Tables need version triggers (see db/migrations).
 */
export function versionedCache<V>(tables: readonly string[], maxEntries = 1000) {
  const perDb = new WeakMap<Db, Map<string, { version: string; value: V }>>();
  return (db: Db, key: string, compute: () => V): V => {
    let entries = perDb.get(db);
    if (!entries) {
      entries = new Map();
      perDb.set(db, entries);
    }
    const versions = versionsNow(db);
    const version = tables.map((table) => versions.get(table) ?? '').join('.');
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = compute();
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, { version, value });
    return value;
  };
}
