import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { SQL } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { literalsOf, placeholdersOneForOne, withLiterals } from './sql-literals';
import { closeVersionListener, COMMIT_WITH_VERSIONS_SQL, noteCommittedVersions } from './version-listener';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** Drizzle's own synchronous transaction (seeds and scripts, which have the database to themselves). */
type DrizzleTx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The handle a write runs on: the writer connection of `transaction(db, fn)`, or Drizzle's. */
export type Tx = Db | DrizzleTx;
export type DbOrTx = Tx;

/** DATABASE_URL names a PostgreSQL database (postgres:// or postgresql://) rather than a SQLite file. */
export function isPostgresUrl(url = process.env.DATABASE_URL): boolean {
  return /^postgres(ql)?:\/\//i.test(url?.trim() ?? '');
}

export function databaseFile(url = process.env.DATABASE_URL): string {
  const raw = url && url.trim() !== '' ? url : './data/hr.db';
  return raw.startsWith('file:') ? raw.slice('file:'.length) : raw;
}

export function openDatabase(file = databaseFile()): Db {
  // Taken for a file name, a PostgreSQL URL would make a SQLite file under ./postgres:/.
  if (isPostgresUrl(file)) throw new Error('openDatabase opens SQLite files, and DATABASE_URL names a PostgreSQL database: use connect() or getDb().');
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
    migrateSqlite(db, { migrationsFolder: migrationsFolder() });
    const broken = db.$client.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) throw new Error(`The migrations left ${broken.length} rows referring to rows that do not exist: ${JSON.stringify(broken.slice(0, 5))}`);
  } finally {
    db.$client.pragma('foreign_keys = ON');
  }
}

type PostgresDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** Marks a PostgreSQL handle (a property, not a module's WeakSet: see the shared state below). */
const POSTGRES = Symbol.for('hr-recruitment.postgres');
const markPostgres = (handle: object) => Object.defineProperty(handle, POSTGRES, { value: true });

/**
 * Values come back from PostgreSQL as SQLite's columns give them, so the same table declarations
 * (db/schema) read both databases: 64-bit integers (ids, epoch milliseconds, far below 2^53) as numbers,
 * JSON as its text, which the json-mode columns parse. Set on node-postgres's global parsers because
 * Drizzle passes its own parser per query, which falls back to the global ones, not the pool's.
 */
function parseLikeSqlite(): void {
  pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
  pg.types.setTypeParser(pg.types.builtins.JSON, (value: string) => value);
  pg.types.setTypeParser(pg.types.builtins.JSONB, (value: string) => value);
}

/** DATABASE_POOL_SIZE: connections per process, a whole number from 2 (migrating holds one while using another); 10 by default. */
function postgresPoolSize(raw = process.env.DATABASE_POOL_SIZE): number {
  if (raw === undefined || raw.trim() === '') return 10;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 2) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 2 (got ${JSON.stringify(raw)})`);
  return size;
}

/**
 * A pool of connections to a PostgreSQL database, as a Db. Its static type is SQLite's: the query code is
 * written once against db/schema and Drizzle builds PostgreSQL's SQL from the same declarations (the
 * tables, columns and keys are the same, see db/schema-pg and tests/db/schema-parity.test.ts). What
 * differs between the two is asked through isPostgres.
 */
export function openPostgres(url: string, poolSize = postgresPoolSize()): Db {
  parseLikeSqlite();
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection's error (the server restarted) is reported by the next query; unhandled it would end the process.
  pool.on('error', (err) => console.error('PostgreSQL connection error:', err.message));
  const db = drizzlePostgres({ client: pool, schema });
  markPostgres(db);
  return db as unknown as Db;
}

/** The connection pool behind a PostgreSQL `db` (for the rate limits' store, lib/api/rate-limit.ts). */
export function postgresPool(db: Db): pg.Pool {
  if (!isPostgres(db)) throw new Error('Not a PostgreSQL database.');
  return (db as unknown as PostgresDb).$client;
}

/** Whether `db` (a connection or a transaction's handle) talks to PostgreSQL rather than SQLite. */
export function isPostgres(db: DbOrTx): boolean {
  return (db as { [POSTGRES]?: boolean })[POSTGRES] === true;
}

/** The database DATABASE_URL names: a PostgreSQL pool for a postgres:// URL, else the SQLite file. */
export function connect(url = process.env.DATABASE_URL): Db {
  return isPostgresUrl(url) ? openPostgres((url as string).trim()) : openDatabase(databaseFile(url));
}

/** Held while a process migrates PostgreSQL, so machines starting together apply each migration once. */
const MIGRATION_LOCK = 0x48520002;

/** Applies the pending migrations of the database's own dialect (db/migrations or db/migrations-pg). */
export async function migrate(db: Db): Promise<void> {
  if (!isPostgres(db)) return migrateDatabase(db);
  const holder = await postgresPool(db).connect();
  try {
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePostgres(db as unknown as PostgresDb, { migrationsFolder: path.join(process.cwd(), 'db', 'migrations-pg') });
  } finally {
    await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    holder.release();
  }
}

/** Closes every connection of `db` (on PostgreSQL its version listener's too, db/version-listener.ts). */
export async function closeDatabase(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await closeVersionListener(postgresPool(db));
    return postgresPool(db).end();
  }
  closeWriter(db);
  db.$client.close();
}

const globalForDb = globalThis as unknown as { hrDb?: Db; hrDbUrl?: string };

/** The process-wide connection to DATABASE_URL (reopened if the variable changes, as tests do). */
export function getDb(): Db {
  const url = process.env.DATABASE_URL?.trim() || databaseFile();
  if (!globalForDb.hrDb || globalForDb.hrDbUrl !== url) {
    if (globalForDb.hrDb) void closeDatabase(globalForDb.hrDb);
    globalForDb.hrDb = connect(url);
    globalForDb.hrDbUrl = url;
  }
  return globalForDb.hrDb;
}

/** Whether `db` is the handle of an open write transaction (its reads include the write's own changes). */
export function inTransaction(db: DbOrTx): boolean {
  if (isPostgres(db)) return openTransaction.getStore()?.tx === db;
  return (db as Db).$client.inTransaction;
}

/**
 * Queues a statement (its SQL with `$n` placeholders and their values) to run at the end of the PostgreSQL
 * write open on `tx`, in the COMMIT's round trip: a statement whose result the write does not need (an
 * audit row, a notice) then costs no round trip of its own. That message takes no parameters, so its
 * values go in as literals: only text, numbers and booleans can. `prepare`, for a statement of one
 * unchanging SQL, runs it as a write's first statement is run (messageStatement), so it is not planned
 * anew each time. It still runs inside the write, before the deferred constraints are checked, so its
 * failure rolls everything back. Answers false, queueing nothing, when `tx` is not such a write (SQLite,
 * or no transaction): the caller runs it itself.
 */
export function sendWithCommit(tx: DbOrTx, statement: () => { text: string; params: readonly unknown[]; prepare: boolean }): boolean {
  const open = openTransaction.getStore();
  if (!open?.withCommit || !open.client || open.tx !== tx) return false;
  const { text, params, prepare } = statement();
  const message = prepare ? messageStatement(open.client, text, params) : withLiterals(text, params);
  if (message === null) throw new Error(`A statement sent with the COMMIT takes text, numbers and booleans as its values: ${text}`);
  open.withCommit.push(typeof message === 'string' ? { text: message } : message);
  return true;
}

/**
 * What a write answers with, read once it has committed: call it inside the write with the write's `tx`, and
 * call the function it returns once the write has returned (so only in the outermost write: one joined
 * to another commits with the other). On PostgreSQL `read` runs at once on `tx`, but
 * the queries it sends are queued and go after the COMMIT, in the COMMIT's own round trip, so the answer
 * costs none of its own; so `read` must send all its queries before awaiting any, and must not answer
 * from a cache (one filled before the write would answer what the write changed). Elsewhere (SQLite)
 * `read` runs when the returned function is called, on the handle the write was started from.
 */
export function readAfterCommit<T>(tx: DbOrTx, read: (db: Db) => Promise<T>): () => Promise<T> {
  const open = openTransaction.getStore();
  if (!open || (open.tx !== tx && open.db !== tx)) throw new Error('readAfterCommit needs the write transaction open on this handle.');
  if (!open.afterCommit) return () => read(open.db);
  const answer = openTransaction.run({ ...open, capturing: true }, () => read(open.tx));
  // Handled here so that a write that fails leaves no unhandled rejection; the caller still sees it.
  answer.catch(() => undefined);
  return () => answer;
}

/**
 * Runs SQL written by hand (in what both databases understand, or chosen with isPostgres) and answers its
 * rows, keyed by the names the query gives its columns.
 */
export async function rawRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  if (isPostgres(db)) return (await (db as unknown as PostgresDb).execute(query)).rows as T[];
  return (db as Db).all<T>(query);
}

/** Rows an insert, update or delete changed, whichever database ran it. */
export function changedRows(result: unknown): number {
  const { changes, rowCount } = result as { changes?: number; rowCount?: number | null };
  return Number(changes ?? rowCount ?? 0);
}

/**
 * What transactions share across the process: server.ts runs its own copy of this module beside the
 * one bundled into Next.js's handlers (it flushes their read audits at shutdown, it runs the webhook
 * worker), so this state hangs off globalThis and the handles themselves rather than module variables.
 * Transactions on one SQLite file queue in one line whichever copy or connection starts them: two open
 * at once would have the second block the event loop on SQLite's lock while the first waits on it.
 */
interface WriteQueue {
  /** Settles when the last transaction queued so far has ended. */
  tail: Promise<unknown>;
  /** Transactions running or queued. */
  pending: number;
}
/** The transaction open in this async context: its connection, its handle and what it locked. */
interface OpenTransaction {
  db: Db;
  tx: Db;
  scope: WriteScope | undefined;
  /** On PostgreSQL, the write's connection and the statements sent with its COMMIT (sendWithCommit). */
  client?: pg.PoolClient;
  withCommit?: MessageStatement[];
  /** On PostgreSQL, the reads sent after its COMMIT (readAfterCommit). */
  afterCommit?: ReadsAfterCommit;
  /** Set while readAfterCommit's read runs: the queries it sends on `client` are queued in afterCommit. */
  capturing?: boolean;
}
const shared = globalThis as unknown as {
  [QUEUES]?: Map<string, WriteQueue>;
  [OPEN]?: AsyncLocalStorage<OpenTransaction>;
  [PREPARED_IN_MESSAGES]?: WeakMap<pg.PoolClient, PreparedInMessages>;
};
const QUEUES = Symbol.for('hr-recruitment.write-queues');
const OPEN = Symbol.for('hr-recruitment.open-transaction');
const WRITER = Symbol.for('hr-recruitment.writer');
const MEMORY_KEY = Symbol.for('hr-recruitment.memory-queue');
const PREPARED_IN_MESSAGES = Symbol.for('hr-recruitment.prepared-in-messages');
const queues = (shared[QUEUES] ??= new Map());
const openTransaction = (shared[OPEN] ??= new AsyncLocalStorage());

type WithWriter = Db & { [WRITER]?: Db };

/** The connection only `transaction` writes through, opened once per connection `db`. */
function writerOf(db: Db): Db {
  const holder = db as WithWriter;
  // An in-memory database exists once per connection: there the reads share the writer's connection.
  holder[WRITER] ??= db.$client.memory ? db : openDatabase(db.$client.name);
  return holder[WRITER];
}

function queueOf(db: Db): WriteQueue {
  const holder = db as Db & { [MEMORY_KEY]?: string };
  const key = db.$client.memory ? (holder[MEMORY_KEY] ??= `memory:${randomUUID()}`) : path.resolve(db.$client.name);
  let queue = queues.get(key);
  if (!queue) {
    queue = { tail: Promise.resolve(), pending: 0 };
    queues.set(key, queue);
  }
  return queue;
}

/** Closes the writer connection `transaction` opened for `db`. */
function closeWriter(db: Db): void {
  const holder = db as WithWriter;
  if (holder[WRITER] && holder[WRITER] !== db) holder[WRITER].$client.close();
  delete holder[WRITER];
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * What a write transaction reads before it writes and must not see change until it commits, named by
 * lock keys (`leave:42`). On PostgreSQL a transaction with a scope waits only for the ones holding one
 * of its keys, and for those without a scope; one without a scope waits for every other write, as every
 * write on SQLite does. `locks: []` says it reads nothing another write could change under it: its
 * statements decide on their own (an insert against a unique key, an update whose WHERE checks again
 * what was read). Every other write that could break what a key protects must take that key too, or
 * run without a scope. SQLite ignores scopes: BEGIN IMMEDIATE takes its one write lock either way.
 */
export interface WriteScope {
  readonly locks: readonly string[];
}

/**
 * Why a transaction asking for `inner` cannot join the open one holding `open`, or null when it can. A
 * lock taken partway through would come after the reads it should cover, and in an order other
 * transactions do not follow, so the scope must be the outer transaction's to begin with (lockPartway
 * is the one exception, in a fixed order).
 */
function refusalToJoin(open: WriteScope | undefined, inner: WriteScope | undefined): string | null {
  if (!open) return null;
  const held = `A transaction holding [${open.locks.join(', ')}]`;
  if (!inner) return `${held} cannot run one without a scope inside it: give the outer one no scope.`;
  const missing = inner.locks.filter((key) => !open.locks.includes(key));
  return missing.length ? `${held} cannot run one needing [${missing.join(', ')}] inside it: the outer one must take those keys.` : null;
}

/**
 * Runs `fn` in one `BEGIN IMMEDIATE` transaction and answers its result; a throw rolls everything back.
 *
 * `fn` may be asynchronous. Its queries go through `tx`, a second connection that only transactions use:
 * while `fn` waits, other requests go on reading through `db`, which sees only what was committed (in
 * WAL mode readers never wait for the writer), and another transaction of this process queues here
 * instead of blocking the event loop on SQLite's lock. IMMEDIATE takes the write lock first, so another
 * process cannot change what `fn` reads before it writes. On PostgreSQL `scope` narrows that lock to
 * what `fn` depends on (WriteScope). A transaction started inside `fn` (on `db` or `tx`) joins it, if
 * the open one's scope covers its own.
 *
 * When nothing is queued and `fn` returns a plain value, the whole transaction runs before `transaction`
 * returns, as a synchronous one would; only a promise from `fn` makes it span awaits.
 */
export function transaction<T>(db: Db, fn: (tx: Db) => T | Promise<T>, scope?: WriteScope): Promise<T> {
  const open = openTransaction.getStore();
  if (open && (open.db === db || open.tx === db)) {
    const refusal = refusalToJoin(open.scope, scope);
    if (refusal) return Promise.reject(new Error(refusal));
    return Promise.resolve().then(() => fn(open.tx));
  }
  if (isPostgres(db)) return postgresTransaction(db, fn, scope);
  const queue = queueOf(db);
  const start = () => run(queue, db, fn, scope);
  const result = queue.pending++ > 0 ? queue.tail.then(start) : start();
  queue.tail = result.catch(() => undefined);
  return result;
}

function run<T>(queue: WriteQueue, db: Db, fn: (tx: Db) => T | Promise<T>, scope: WriteScope | undefined): Promise<T> {
  const writer = writerOf(db);
  const end = (statement: 'COMMIT' | 'ROLLBACK') => {
    try {
      if (writer.$client.inTransaction) writer.$client.exec(statement);
    } catch (err) {
      // A failed COMMIT leaves the transaction open: end it, so the next one can begin.
      if (writer.$client.inTransaction) writer.$client.exec('ROLLBACK');
      throw err;
    } finally {
      queue.pending--;
    }
  };
  let result: T | Promise<T>;
  try {
    writer.$client.exec('BEGIN IMMEDIATE');
    // The scope is kept only to refuse a nested transaction the outer one would not cover on PostgreSQL.
    result = openTransaction.run({ db, tx: writer, scope }, () => fn(writer));
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

/**
 * The lock every write transaction on PostgreSQL takes first. One without a scope takes it exclusive, as
 * SQLite's BEGIN IMMEDIATE takes the database's write lock: whatever it reads before it writes cannot
 * change under it, from this machine or another. One with a scope takes it shared, so scoped ones run
 * side by side while none without a scope can start, then each of its keys exclusive. Reads never wait.
 */
const WRITE_LOCK = 0x48520001;

// Keys are the app's own (a feature and an id), quoted as SQL literals all the same.
const keyLocks = (keys: readonly string[]) => [...new Set(keys)].sort().map((key) => `pg_advisory_xact_lock(hashtextextended('${key.replaceAll("'", "''")}', 0))`);

/**
 * The statement taking a transaction's locks, in one round trip. The keys are taken in one order (sorted)
 * by every transaction, so two that share several never each hold one the other waits for. A key's lock is
 * its 64-bit hash (`hashtextextended`): two keys that collided would only wait for each other.
 */
function lockStatement(scope: WriteScope | undefined): string {
  if (!scope) return `SELECT pg_advisory_xact_lock(${WRITE_LOCK})`;
  return `SELECT ${[`pg_advisory_xact_lock_shared(${WRITE_LOCK})`, ...keyLocks(scope.locks)].join(', ')}`;
}

/**
 * Takes `scope`'s keys in the open write transaction `tx` after it began, for keys that only what it read
 * under its first ones can name: a person found by their contact, whose candidate's key a write takes
 * next (lib/candidates/create.ts). That is safe where every write that takes both kinds takes them in that
 * order, the found one last, so that no two writes each hold a key the other waits for; and what the new
 * keys protect must be read after this. On PostgreSQL the lock goes in front of the write's next statement,
 * costing no round trip; SQLite's one write lock covers it already, as a write without a scope's does.
 * A transaction started inside may then name the keys too.
 */
export function lockPartway(tx: DbOrTx, scope: WriteScope): void {
  const open = openTransaction.getStore();
  if (!open || (open.tx !== tx && open.db !== tx)) throw new Error('lockPartway needs the write transaction open on this handle.');
  if (!open.scope) return;
  const added = scope.locks.filter((key) => !open.scope?.locks.includes(key));
  if (added.length === 0) return;
  open.scope = { locks: [...open.scope.locks, ...added] };
  if (!open.client) return;
  const before = locksNotSent.get(open.client);
  locksNotSent.set(open.client, `${before ? `${before};\n` : ''}SELECT ${keyLocks(added).join(', ')}`);
}

/**
 * One Drizzle handle per pooled connection, kept with it: statements prepared on a handle (preparedQuery)
 * are then built once per connection rather than once per transaction, as a handle of Drizzle's own
 * transaction() would be new each time.
 */
const connectionHandles = new WeakMap<pg.PoolClient, Db>();

/**
 * The `BEGIN` (with its locks) of the write open on a pooled connection, until its first statement: the
 * two go in one round trip, the statement's values written in (the simple protocol takes no parameters).
 * A statement whose values cannot be written in (an array, bytes) has the `BEGIN` sent before it.
 */
const beginNotSent = new WeakMap<pg.PoolClient, string>();

/** Keys a write took after it began (lockPartway), sent in front of its next statement. */
const locksNotSent = new WeakMap<pg.PoolClient, string>();

type QueryConfig = pg.QueryConfig & { rowMode?: 'array' };

/**
 * Per pooled connection, the statements prepared on it with SQL's PREPARE, by their text: those that
 * travel in a simple-protocol message, which takes no parameters (a write's first statement, with its
 * BEGIN; the rows it never reads back, with its COMMIT). Sent with their values written in, they were
 * planned anew every time (for a stage move's first read, half a millisecond of PostgreSQL's CPU, more
 * than running it); `EXECUTE name(values)` reuses the plan as a prepared statement does. A statement is
 * prepared under a name never used before on the connection, recorded once its message succeeded: should
 * the message fail after the PREPARE, the statement is left unused and a later message prepares it anew.
 */
interface PreparedInMessages {
  names: Map<string, string>;
  /** PREPAREs sent on the connection, each under its own name. */
  tried: number;
}
// Shared by server.ts's and Next.js's copies of this module, which use the same connections.
const preparedInMessages = (shared[PREPARED_IN_MESSAGES] ??= new WeakMap());

/** What PREPARE takes: a query or a row change (not SET, say). */
const PREPARABLE = /^\s*(select|insert|update|delete|with|values)\b/i;

/** PREPAREs sent per connection at most (the writes have a few dozen such statements); later ones are written in. */
const MOST_PREPARED_IN_MESSAGES = 200;

/** A statement in a simple-protocol message; `prepared`, when it prepares one, is called once the message succeeded. */
interface MessageStatement {
  text: string;
  prepared?: () => void;
}

/** A query queued by readAfterCommit's read, and how to hand it its result as pg would have. */
interface ReadAfterCommit extends MessageStatement {
  /** Rows as arrays (Drizzle's rowMode), else as objects keyed by column name. */
  arrays: boolean;
  types?: pg.CustomTypesConfig;
  resolve: (result: pg.QueryResult) => void;
  reject: (err: unknown) => void;
}
interface ReadsAfterCommit {
  reads: ReadAfterCommit[];
  /** The COMMIT's message went: a query queued now would never be sent. */
  sent: boolean;
}

/** Queues a query in `reads` to be sent in one message with the others; null when its values cannot be written in (an array, bytes). */
function queueRead(client: pg.PoolClient, reads: ReadAfterCommit[], config: QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> | null {
  const { text, values: given, rowMode, types } = typeof config === 'string' ? { text: config } : config;
  const message = messageStatement(client, text, values ?? given ?? []);
  if (message === null) return null;
  return new Promise((resolve, reject) => reads.push({ ...message, arrays: rowMode === 'array', types, resolve, reject }));
}

function queueAfterCommit(client: pg.PoolClient, queue: ReadsAfterCommit, config: QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
  if (queue.sent) return Promise.reject(new Error('A read after the COMMIT must send its queries before awaiting any: this one came after the COMMIT went.'));
  const queued = queueRead(client, queue.reads, config, values);
  return queued ?? Promise.reject(new Error(`A read after the COMMIT takes text, numbers and booleans as its values: ${typeof config === 'string' ? config : config.text}`));
}

/** How many of a message's results a queued read's statements take: one that prepares its statement sends the PREPARE before the EXECUTE (messageStatement). */
const resultsOf = (read: ReadAfterCommit) => (read.prepared ? 2 : 1);

/** Where the queued reads' results begin in a message's `results`: they come last. */
const firstReadResult = (reads: readonly ReadAfterCommit[], results: readonly pg.QueryResult[]) => results.length - reads.reduce((count, read) => count + resultsOf(read), 0);

/** Hands each queued read its result, the last of its own statements. */
function answerReads(reads: readonly ReadAfterCommit[], results: readonly pg.QueryResult[]): void {
  let at = firstReadResult(reads, results);
  for (const read of reads) {
    at += resultsOf(read);
    read.prepared?.();
    const answer = results[at - 1] as pg.QueryResult;
    read.resolve(read.arrays ? answer : rowsAsObjects(answer));
  }
}

/** Sends `statements` in one simple-protocol message, rows as arrays (as Drizzle reads them), and answers every statement's result. */
async function sendMessage(client: pg.PoolClient, statements: readonly string[], reads: readonly ReadAfterCommit[]): Promise<pg.QueryResult[]> {
  // Two columns of one name would be one key of an object, so rows come as arrays; Drizzle's parsers
  // are the same for every query it sends.
  const sent = (await client.query({ text: statements.join(';\n'), rowMode: 'array', types: reads.find((read) => read.types)?.types })) as unknown as
    | pg.QueryResult
    | pg.QueryResult[];
  return Array.isArray(sent) ? sent : [sent];
}

/** The reads readTogether is gathering on a pooled connection, until they are sent. */
const readsTogether = new WeakMap<pg.PoolClient, ReadAfterCommit[]>();

/** Settles once the promise jobs queued so far, and those they queue, have run (as DataLoader batches). */
const afterPromiseJobs = () => new Promise<void>((resolve) => void Promise.resolve().then(() => process.nextTick(resolve)));

/**
 * Runs `read` on one pooled PostgreSQL connection, and sends the queries it starts before it awaits
 * any (those of a `Promise.all` of prepared queries) in one message: one round trip and one wake-up of
 * the database where each query would take its own connection, which on a small machine costs more than
 * running them. A query it sends later, or whose values cannot be written in (an array, bytes), goes on
 * its own on the same connection. On SQLite, or inside a transaction, `read` runs as it is. `read` must
 * query only through the handle it is given: a query through the pool would wait for a second connection
 * while this one is held, and enough such reads at once would hold every connection and wait forever.
 */
export async function readTogether<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  // A connection's handle (a read inside another readTogether) reads on that connection, in its message.
  if (!isPostgres(db) || openTransaction.getStore() || !(postgresPool(db) instanceof pg.Pool)) return read(db);
  const client = await postgresPool(db).connect();
  const reads: ReadAfterCommit[] = [];
  readsTogether.set(client, reads);
  try {
    const answer = read(connectionHandle(client));
    // Handled here too, so that a read that fails before its queries are sent leaves no unhandled rejection.
    answer.catch(() => undefined);
    await afterPromiseJobs();
    // From here on a query the read starts goes on its own.
    readsTogether.delete(client);
    if (reads.length > 0) {
      try {
        answerReads(reads, await sendMessage(client, reads.map((queued) => queued.text), reads));
      } catch (err) {
        for (const queued of reads) queued.reject(err);
      }
    }
    return await answer;
  } finally {
    readsTogether.delete(client);
    client.release();
  }
}

/** A result read with rowMode 'array' as pg gives it by default: each row an object keyed by column name. */
function rowsAsObjects(result: pg.QueryResult): pg.QueryResult {
  const names = result.fields.map((field) => field.name);
  const rows = (result.rows as unknown as unknown[][]).map((row) => Object.fromEntries(names.map((name, i) => [name, row[i]])));
  return { ...result, rows };
}

/**
 * `text` with `values` as SQL for a simple-protocol message on `client`: the EXECUTE of it prepared
 * there (with its PREPARE the first time, preparedInMessages), or with its values written in once the
 * connection holds as many as it may, or when PREPARE does not take it. Null when its values cannot be
 * written in (an array, bytes).
 */
function messageStatement(client: pg.PoolClient, text: string, values: readonly unknown[]): MessageStatement | null {
  const literals = literalsOf(values);
  if (!literals) return null;
  const execute = (name: string) => (literals.length ? `EXECUTE ${name}(${literals.join(', ')})` : `EXECUTE ${name}`);
  let state = preparedInMessages.get(client);
  if (!state) preparedInMessages.set(client, (state = { names: new Map(), tried: 0 }));
  const name = state.names.get(text);
  if (name) return { text: execute(name) };
  if (state.tried < MOST_PREPARED_IN_MESSAGES && PREPARABLE.test(text) && placeholdersOneForOne(text, literals.length)) {
    const fresh = `hr_prepared_${++state.tried}`;
    const { names } = state;
    return { text: `PREPARE ${fresh} AS ${text};\n${execute(fresh)}`, prepared: () => names.set(text, fresh) };
  }
  const written = withLiterals(text, values);
  return written === null ? null : { text: written };
}

/** What a write has not sent yet that must go before its next statement: its BEGIN with its locks, and keys it took since (lockPartway). */
function takeNotSent(client: pg.PoolClient): string | undefined {
  const notSent = [beginNotSent.get(client), locksNotSent.get(client)].filter((sql) => sql !== undefined);
  beginNotSent.delete(client);
  locksNotSent.delete(client);
  return notSent.length ? notSent.join(';\n') : undefined;
}

/** The connection as Drizzle's handle sees it: its first statement of a write brings the write's BEGIN. */
function withBeginOnFirstStatement(client: pg.PoolClient): pg.PoolClient {
  const query = async (config: QueryConfig | string, values?: unknown[]): Promise<unknown> => {
    const open = openTransaction.getStore();
    if (open?.capturing && open.client === client && open.afterCommit) return queueAfterCommit(client, open.afterCommit, config, values);
    const together = readsTogether.get(client);
    if (together) {
      const queued = queueRead(client, together, config, values);
      if (queued) return queued;
    }
    const before = takeNotSent(client);
    if (before === undefined) return client.query(config as QueryConfig, values);
    const { name: _prepared, values: _given, ...rest } = typeof config === 'string' ? { text: config } : config;
    const message = messageStatement(client, rest.text, values ?? (typeof config === 'string' ? [] : (config.values ?? [])));
    if (message === null) {
      await client.query(before);
      return client.query(config as QueryConfig, values);
    }
    const results = (await client.query({ ...rest, text: `${before};\n${message.text}` })) as unknown as pg.QueryResult[];
    message.prepared?.();
    return results[results.length - 1];
  };
  return new Proxy(client, { get: (target, key, receiver) => (key === 'query' ? query : Reflect.get(target, key, receiver)) });
}

function connectionHandle(client: pg.PoolClient): Db {
  let handle = connectionHandles.get(client);
  if (!handle) {
    const made = drizzlePostgres({ client: withBeginOnFirstStatement(client), schema });
    markPostgres(made);
    handle = made as unknown as Db;
    connectionHandles.set(client, handle);
  }
  return handle;
}

async function postgresTransaction<T>(db: Db, fn: (tx: Db) => T | Promise<T>, scope: WriteScope | undefined): Promise<T> {
  const client = await postgresPool(db).connect();
  let broken = false;
  const afterCommit: ReadsAfterCommit = { reads: [], sent: false };
  try {
    // BEGIN and the locks in one statement, sent with the write's first (withBeginOnFirstStatement).
    beginNotSent.set(client, `BEGIN; ${lockStatement(scope)}`);
    const tx = connectionHandle(client);
    const withCommit: MessageStatement[] = [];
    const result = await openTransaction.run({ db, tx, scope, client, withCommit, afterCommit }, () => fn(tx));
    // A write that sent nothing has nothing to commit.
    const committing = !beginNotSent.has(client) || withCommit.length > 0;
    const { reads } = afterCommit;
    afterCommit.sent = true;
    if (!committing && reads.length === 0) return result;
    const before = committing ? takeNotSent(client) : undefined;
    // Its version bumps are announced to every process; this one must not wait for the announcement, nor
    // read the versions again, to see them: they come back with the COMMIT's round trip.
    const statements = [
      ...(before === undefined ? [] : [before]),
      ...withCommit.map((statement) => statement.text),
      ...(committing ? [COMMIT_WITH_VERSIONS_SQL] : []),
      ...reads.map((read) => read.text),
    ];
    const results = await sendMessage(client, statements, reads);
    for (const statement of withCommit) statement.prepared?.();
    if (committing) {
      // The COMMIT's message ends with its version read and the COMMIT itself, then the reads.
      const versions = results[firstReadResult(reads, results) - 2] as pg.QueryResult;
      noteCommittedVersions(postgresPool(db), (versions.rows as unknown as [string, number][]).map(([table_name, version]) => ({ table_name, version })));
    }
    answerReads(reads, results);
    return result;
  } catch (err) {
    afterCommit.sent = true;
    for (const read of afterCommit.reads) read.reject(err);
    // Nothing to roll back if the BEGIN never went; a connection that cannot roll back is closed rather
    // than handed to the next transaction.
    if (!beginNotSent.delete(client)) await client.query('ROLLBACK').catch(() => (broken = true));
    throw err;
  } finally {
    beginNotSent.delete(client);
    locksNotSent.delete(client);
    client.release(broken);
  }
}
