import 'server-only';
import type { Socket } from 'node:net';
import pg from 'pg';
import { PG_VERSION_CHANNEL, pgReadVersionsSql } from './version-triggers';

// The table versions on PostgreSQL, pushed to each process instead of asked for on every request. The
// version triggers bump a table's version at the commit of a transaction that changed it and announce it
// on one channel (db/version-triggers.ts). Each pool gets one connection of its own that LISTENs there
// (a pg.Client: a pool connection would go back to the pool, and its LISTEN with it), reads every version
// once, then applies what it is told. While that holds, the versioned caches ask the database nothing.
//
// What this process commits itself must be seen by its next read, not when the notification comes back:
// transaction() fires the write's bumps just before its COMMIT and reads the versions in the same round
// trip (COMMIT_WITH_VERSIONS_SQL), and hands them here (noteCommittedVersions), so no read asks again.
// A change made outside transaction() (a script, another process, a test writing directly) is seen when
// its notification arrives, as PostgreSQL delivers it once the commit is done.

export type Versions = ReadonlyMap<string, number>;

/** How the listener's connection shows in pg_stat_activity (and how the tests find it). */
export const VERSION_LISTENER_NAME = 'hr-version-listener';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

interface Listener {
  closed: boolean;
  /** The listening connection, or null while (re)connecting. */
  client: pg.Client | null;
  /** The connection listens and `versions` were read through it since: they may be answered as they are. */
  primed: boolean;
  /** Replaced, never changed in place: a request keeps the map it read (db/versioned-cache.ts withVersionSnapshot). */
  versions: Versions;
  /** The highest versions this process committed while the listener was not primed: the read that primes it may predate them. */
  committedMeanwhile: Map<string, number>;
  retryMs: number;
  retry: NodeJS.Timeout | null;
}

/** On the pool itself, not in a module's map: server.ts and Next.js's bundle each load this module (see db/client.ts). */
const LISTENER = Symbol.for('hr-recruitment.version-listener');
type WithListener = pg.Pool & { [LISTENER]?: Listener };

/** Every table's version, read on `from` (inside a write, its connection: with the write's own pending bumps). */
export async function readTableVersions(from: pg.Pool | pg.ClientBase): Promise<Map<string, number>> {
  const { rows } = await from.query<[string, number]>({ text: pgReadVersionsSql(), rowMode: 'array' });
  return new Map(rows.map(([key, version]) => [key, Number(version)]));
}

/** Raises the versions `entries` name above what the listener holds; versions only grow, so order does not matter. */
function merge(listener: Listener, entries: Iterable<[string, number]>): void {
  let next: Map<string, number> | null = null;
  for (const [key, version] of entries) {
    if (version <= ((next ?? listener.versions).get(key) ?? -1)) continue;
    next ??= new Map(listener.versions);
    next.set(key, version);
  }
  if (next) listener.versions = next;
}

/** A notification's `key:version`, or null for a payload this code did not send. */
function parsePayload(payload: string | undefined): [string, number] | null {
  const at = payload?.lastIndexOf(':') ?? -1;
  const version = Number(payload?.slice(at + 1));
  return payload && at > 0 && Number.isInteger(version) ? [payload.slice(0, at), version] : null;
}

async function listen(pool: pg.Pool, listener: Listener): Promise<void> {
  // The password is not enumerable in pool.options (pg-pool hides it from logs): named on its own.
  const client = new pg.Client({ ...pool.options, password: pool.options.password, application_name: VERSION_LISTENER_NAME });
  const early: [string, number][] = [];
  client.on('notification', ({ channel, payload }) => {
    const entry = channel === PG_VERSION_CHANNEL ? parsePayload(payload) : null;
    if (!entry || listener.client !== client) return;
    if (listener.primed) merge(listener, [entry]);
    else early.push(entry);
  });
  client.on('error', (err) => lost(pool, listener, client, err));
  client.on('end', () => lost(pool, listener, client));
  listener.client = client;
  try {
    await client.connect();
    // The listener alone must never keep a process alive (a script that did not close its database).
    (client.connection.stream as Partial<Socket>).unref?.();
    // LISTEN first: a bump committed after the read below is then announced, one before it is in the read.
    await client.query(`LISTEN ${PG_VERSION_CHANNEL}`);
    const versions = await readTableVersions(client);
    if (listener.client !== client) return;
    // What was committed meanwhile is in the read, or was announced after the LISTEN, or (this process's
    // own) handed over with its commit.
    listener.versions = versions;
    merge(listener, [...early, ...listener.committedMeanwhile]);
    listener.committedMeanwhile.clear();
    listener.primed = true;
    if (listener.retryMs > 0) console.info('PostgreSQL version listener connected again.');
    listener.retryMs = 0;
  } catch (err) {
    lost(pool, listener, client, err as Error);
  }
}

/** The connection failed or ended: the versions it kept are not vouched for until it is back. */
function lost(pool: pg.Pool, listener: Listener, client: pg.Client, err?: Error): void {
  if (listener.client !== client) return;
  Object.assign(listener, { client: null, primed: false });
  client.end().catch(() => undefined);
  if (listener.closed) return;
  // Said once, not at each retry: retryMs is 0 until the first retry and again once connected.
  if (listener.retryMs === 0) {
    console.error(`PostgreSQL version listener lost${err ? ` (${err.message})` : ''}: reading the table versions per request until it is back.`);
  }
  listener.retryMs = Math.min(listener.retryMs * 2 || FIRST_RETRY_MS, LAST_RETRY_MS);
  listener.retry = setTimeout(() => {
    listener.retry = null;
    void listen(pool, listener);
  }, listener.retryMs);
  listener.retry.unref();
}

function newListener(): Listener {
  return { closed: false, client: null, primed: false, versions: new Map(), committedMeanwhile: new Map(), retryMs: 0, retry: null };
}

function listenerOf(pool: pg.Pool): Listener {
  const holder = pool as WithListener;
  if (!holder[LISTENER]) {
    holder[LISTENER] = newListener();
    void listen(pool, holder[LISTENER]);
  }
  return holder[LISTENER];
}

/**
 * The versions of `pool`'s database as this process knows them, with every write it committed itself;
 * null while the listener cannot vouch for them (starting, or its connection lost), when the caller reads
 * them itself. The first call starts listening.
 */
export function pushedVersions(pool: pg.Pool): Versions | null {
  const listener = listenerOf(pool);
  return listener.primed ? listener.versions : null;
}

/**
 * The end of a write transaction on PostgreSQL, in one round trip: its deferred version bumps fire now
 * rather than at the COMMIT (the same moment, a statement earlier), so the versions read next include
 * them, and with them the versions committed by others; then it commits. A plain read of the table: the
 * bumps are done, so nothing is pending to count (pgReadVersionsSql counts pending ones).
 */
export const COMMIT_WITH_VERSIONS_SQL = 'SET CONSTRAINTS ALL IMMEDIATE; SELECT "table_name", "version" FROM "table_versions"; COMMIT';

/** transaction() committed a write on `pool`, having read these versions with it: this process's reads see them at once. */
export function noteCommittedVersions(pool: pg.Pool, rows: readonly { table_name: string; version: number | string }[]): void {
  const listener = (pool as WithListener)[LISTENER];
  if (!listener) return;
  const entries = rows.map((row): [string, number] => [row.table_name, Number(row.version)]);
  if (listener.primed) merge(listener, entries);
  // Unprimed, no read trusts the listener's map; the read that primes it may have begun before this commit.
  else if (!listener.closed) for (const [key, version] of entries) listener.committedMeanwhile.set(key, Math.max(version, listener.committedMeanwhile.get(key) ?? -1));
}

/**
 * Stops listening for `pool` (closeDatabase, before the pool ends). A closed listener stays on the pool,
 * one that never started too, so a read that comes after opens no connection: it reads the versions
 * itself, as without a listener.
 */
export async function closeVersionListener(pool: pg.Pool): Promise<void> {
  const listener = ((pool as WithListener)[LISTENER] ??= newListener());
  listener.closed = true;
  if (listener.retry) clearTimeout(listener.retry);
  const client = listener.client;
  Object.assign(listener, { client: null, primed: false });
  await client?.end().catch(() => undefined);
}
