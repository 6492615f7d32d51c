import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { inTransaction, isPostgres, postgresPool, type Db } from './client';
import type { VersionKey } from './schema/versions';
import { preparedPerDb } from './prepared';
import { pushedVersions, readTableVersions, type Versions } from './version-listener';
import { walIndexHeader } from './wal-header';

// Raw rows: drizzle's mapping of a dozen rows into objects cost a third as much as the statement.
const allVersions = preparedPerDb((db) => db.$client.prepare('SELECT table_name, version FROM table_versions').raw());

/** The versions last read on each connection, with the wal-index header read just before them. */
const lastRead = new WeakMap<Db, { header: Buffer; versions: Map<string, number> }>();

/**
 * PostgreSQL's versions read from the table: inside a write, with the write's own changes, whose bumps wait
 * for its commit; outside one, when the listener cannot vouch for what it was told (see currentVersions).
 */
async function readPostgresVersions(db: Db): Promise<Versions> {
  // A PostgreSQL handle's client: the pool, or inside a write the connection the write holds.
  return readTableVersions((db as unknown as { $client: pg.Pool | pg.ClientBase }).$client);
}

function readVersions(db: Db): Map<string, number> {
  const read = () => new Map(allVersions(db).all() as [string, number][]);
  // Inside a write the versions may include its own changes, which no header shows until it commits.
  if (inTransaction(db)) return read();
  // The header first: a commit after it shows as a changed header next time (see walIndexHeader).
  const header = walIndexHeader(db);
  const last = lastRead.get(db);
  // Nothing committed since the last read, by any process: the versions are those read then.
  if (header && last?.header.equals(header)) return last.versions;
  const versions = read();
  if (header) lastRead.set(db, { header, versions });
  return versions;
}

/** The versions one read request has seen, on the connection it read them from. */
interface Snapshot {
  db?: Db;
  versions?: Versions;
}
const requestSnapshot = new AsyncLocalStorage<Snapshot>();

/**
 * Runs a request so that every cache it consults outside a write transaction shares one read of the
 * table versions. Each read costs a pread and, when anything was committed since the last one (under
 * write load, nearly always), a statement: several times a cache hit. A request consults two or three
 * caches (API client, person, answer). A write must call dropVersionSnapshot once it commits.
 */
export function withVersionSnapshot<T>(fn: () => T): T {
  return requestSnapshot.run({}, fn);
}

/** Forgets the request's versions (after its write committed), so the caches it consults next see the write. */
export function dropVersionSnapshot(): void {
  const snapshot = requestSnapshot.getStore();
  if (snapshot) Object.assign(snapshot, { db: undefined, versions: undefined });
}

function versionsNow(db: Db): Versions {
  // Inside a write the versions may include its own changes: never taken from the snapshot, nor put in it.
  if (inTransaction(db)) return readVersions(db);
  const snapshot = requestSnapshot.getStore();
  if (snapshot?.db === db && snapshot.versions) return snapshot.versions;
  const versions = readVersions(db);
  if (snapshot) Object.assign(snapshot, { db, versions });
  return versions;
}

/**
 * versionsNow for either database. PostgreSQL has no header to look at: the versions come from the
 * process's listener (db/version-listener.ts), which asks for them only after this process's own commits,
 * and are read per request only while it is not connected.
 */
async function currentVersions(db: Db): Promise<Versions> {
  if (!isPostgres(db)) return versionsNow(db);
  if (inTransaction(db)) return readPostgresVersions(db);
  const snapshot = requestSnapshot.getStore();
  if (snapshot?.db === db && snapshot.versions) return snapshot.versions;
  const versions = pushedVersions(postgresPool(db)) ?? (await readPostgresVersions(db));
  if (snapshot) Object.assign(snapshot, { db, versions });
  return versions;
}

/**
 * The tables' versions now as one string ("12.3.40"): it changes whenever any of them does, whichever
 * process wrote. For caches outside this module, such as the rendered pages' (lib/net/page-cache-handler.mjs).
 */
export async function tableVersionStamp(db: Db, tables: readonly VersionKey[]): Promise<string> {
  const versions = await currentVersions(db);
  return tables.map((table) => versions.get(table) ?? 0).join('.');
}

/** How one set of table versions relates to another: versions only grow (triggers add one). */
function compareVersions(a: readonly number[], b: readonly number[]): 'same' | 'older' | 'other' {
  let older = false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x > y) return 'other';
    if (x < y) older = true;
  }
  return older ? 'older' : 'same';
}

/** What a cache holds on one connection: entries all computed at one set of versions. */
interface Generation<V> {
  versions: number[];
  entries: Map<string, V>;
}

export interface VersionedCache<V> {
  (db: Db, key: string, compute: () => V | Promise<V>): Promise<V>;
  /** How many entries the cache holds on `db` (for tests). */
  size(db: Db): number;
}

/**
 * Values derived from some tables (list pages, counts, people, API clients), kept until a trigger bumps
 * one of those tables' versions. On SQLite checking them costs one pread of the WAL-index header when
 * nothing was committed since the last look, else one small statement; on PostgreSQL a look at what the
 * process's listener was told (one small query while it is not connected); either once per read request
 * (see withVersionSnapshot), far cheaper than recomputing the value; both see changes made by other
 * processes and machines too. The keys are those db/schema/versions.ts declares, whose triggers bump them.
 *
 * While its value is computed an entry holds the promise of it, so requests asking for it at once compute
 * it once; then it holds the value alone. A promise keeps the async context it was made in, which under
 * Next.js is the whole request (its response, headers and caches), so a cache of kept promises held
 * thousands of finished requests. A computation that fails is dropped rather than kept.
 *
 * A change drops every entry at once: all were computed before it, so none would be read again, and
 * kept they held memory until the cache filled (under steady writes, thousands of dead leave histories).
 * A request whose versions are older than the entries' (it began before the change) computes its own
 * answer and keeps it out, so it neither sees the newer entries nor evicts them.
 */
export function versionedCache<V>(tables: readonly VersionKey[], maxEntries = 1000): VersionedCache<V> {
  const perDb = new WeakMap<Db, Generation<{ value: V } | { computing: Promise<V> }>>();
  const lookup = async (db: Db, key: string, compute: () => V | Promise<V>): Promise<V> => {
    const seen = await currentVersions(db);
    const versions = tables.map((table) => seen.get(table) ?? 0);
    let generation = perDb.get(db);
    const relation = generation ? compareVersions(versions, generation.versions) : 'other';
    if (relation === 'older') return compute();
    if (!generation || relation === 'other') {
      generation = { versions, entries: new Map() };
      perDb.set(db, generation);
    }
    const { entries } = generation;
    const cached = entries.get(key);
    if (cached) return 'value' in cached ? cached.value : cached.computing;
    const entry = { computing: (async () => compute())() };
    if (entries.size >= maxEntries) entries.clear();
    entries.set(key, entry);
    try {
      const value = await entry.computing;
      if (entries.get(key) === entry) entries.set(key, { value });
      return value;
    } catch (err) {
      if (entries.get(key) === entry) entries.delete(key);
      throw err;
    }
  };
  return Object.assign(lookup, { size: (db: Db) => perDb.get(db)?.entries.size ?? 0 });
}
