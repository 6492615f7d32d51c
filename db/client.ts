import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** Drizzle's own synchronous transaction (seeds and scripts, which have the database to themselves). */
type DrizzleTx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The handle a write runs on: the writer connection of `transaction(db, fn)`, or Drizzle's. */
export type Tx = Db | DrizzleTx;
export type DbOrTx = Tx;

export function databaseFile(url = process.env.DATABASE_URL): string {
  const raw = url && url.trim() !== '' ? url : './data/hr.db';
  return raw.startsWith('file:') ? raw.slice('file:'.length) : raw;
}

export function openDatabase(file = databaseFile()): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // Writers from several requests (or processes) queue for the lock instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // NORMAL is durable across a process crash in WAL mode; only an OS crash can lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  return drizzle(sqlite, { schema }) as Db;
}

export function migrationsFolder(): string {
  return path.join(process.cwd(), 'db', 'migrations');
}

/**
 * Applies the pending migrations. SQLite rebuilds a table to change a column (create the new one, copy,
 * drop the old, rename), and dropping a table another one references with ON DELETE CASCADE would empty
 * the referencing table while foreign keys are enforced; the pragma is ignored inside a transaction, so it
 * is turned off around the migrations (SQLite's documented procedure) and every reference is checked after.
 */
export function migrateDatabase(db: Db): void {
  db.$client.pragma('foreign_keys = OFF');
  try {
    migrate(db, { migrationsFolder: migrationsFolder() });
    const broken = db.$client.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) throw new Error(`The migrations left ${broken.length} rows referring to rows that do not exist: ${JSON.stringify(broken.slice(0, 5))}`);
  } finally {
    db.$client.pragma('foreign_keys = ON');
  }
}

const globalForDb = globalThis as unknown as { hrDb?: Db; hrDbFile?: string };

/** The process-wide connection to DATABASE_URL (reopened if the variable changes, as tests do). */
export function getDb(): Db {
  const file = databaseFile();
  if (!globalForDb.hrDb || globalForDb.hrDbFile !== file) {
    if (globalForDb.hrDb) {
      closeWriter(globalForDb.hrDb);
      globalForDb.hrDb.$client.close();
    }
    globalForDb.hrDb = openDatabase(file);
    globalForDb.hrDbFile = file;
  }
  return globalForDb.hrDb;
}

/** The connection a process writes through, and the transactions waiting for it. */
interface WriteLane {
  writer: Db;
  /** Settles when the last transaction queued so far has ended. */
  tail: Promise<unknown>;
  /** Transactions running or queued. */
  pending: number;
}
const lanes = new WeakMap<Db, WriteLane>();
const openTransaction = new AsyncLocalStorage<{ db: Db; tx: Db }>();

function laneOf(db: Db): WriteLane {
  let lane = lanes.get(db);
  if (!lane) {
    // An in-memory database exists once per connection: there the reads share the writer's connection.
    const writer = db.$client.memory ? db : openDatabase(db.$client.name);
    lane = { writer, tail: Promise.resolve(), pending: 0 };
    lanes.set(db, lane);
  }
  return lane;
}

/** Closes the writer connection `transaction` opened for `db`. */
export function closeWriter(db: Db): void {
  const lane = lanes.get(db);
  if (lane && lane.writer !== db) lane.writer.$client.close();
  lanes.delete(db);
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * Runs `fn` in one `BEGIN IMMEDIATE` transaction and answers its result; a throw rolls everything back.
 *
 * `fn` may be asynchronous. Its queries go through `tx`, a second connection that only transactions use:
 * while `fn` waits, other requests go on reading through `db`, which sees only what was committed (in
 * WAL mode readers never wait for the writer), and another transaction of this process queues here
 * instead of blocking the event loop on SQLite's lock. IMMEDIATE takes the write lock first, so another
 * process cannot change what `fn` reads before it writes. A transaction started inside `fn` (on `db` or
 * `tx`) joins it.
 *
 * When nothing is queued and `fn` returns a plain value, the whole transaction runs before `transaction`
 * returns, as a synchronous one would; only a promise from `fn` makes it span awaits.
 */
export function transaction<T>(db: Db, fn: (tx: Db) => T | Promise<T>): Promise<T> {
  const open = openTransaction.getStore();
  if (open && (open.db === db || open.tx === db)) return Promise.resolve().then(() => fn(open.tx));
  const lane = laneOf(db);
  const start = () => run(lane, db, fn);
  const result = lane.pending++ > 0 ? lane.tail.then(start) : start();
  lane.tail = result.catch(() => undefined);
  return result;
}

function run<T>(lane: WriteLane, db: Db, fn: (tx: Db) => T | Promise<T>): Promise<T> {
  const { writer } = lane;
  const end = (statement: 'COMMIT' | 'ROLLBACK') => {
    try {
      if (writer.$client.inTransaction) writer.$client.exec(statement);
    } catch (err) {
      // A failed COMMIT leaves the transaction open: end it, so the next one can begin.
      if (writer.$client.inTransaction) writer.$client.exec('ROLLBACK');
      throw err;
    } finally {
      lane.pending--;
    }
  };
  let result: T | Promise<T>;
  try {
    writer.$client.exec('BEGIN IMMEDIATE');
    result = openTransaction.run({ db, tx: writer }, () => fn(writer));
  } catch (err) {
    end('ROLLBACK');
    return Promise.reject(err);
  }
  if (!isPromise(result)) {
    try {
      end('COMMIT');
    } catch (err) {
      return Promise.reject(err);
    }
    return Promise.resolve(result);
  }
  return result.then(
    (value) => {
      end('COMMIT');
      return value;
    },
    (err: unknown) => {
      end('ROLLBACK');
      throw err;
    },
  );
}
