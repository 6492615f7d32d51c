import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle inside `db.transaction(...)`; query functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

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
    globalForDb.hrDb?.$client.close();
    globalForDb.hrDb = openDatabase(file);
    globalForDb.hrDbFile = file;
  }
  return globalForDb.hrDb;
}
