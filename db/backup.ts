// Online backup and restore of the SQLite database (npm run db:backup / db:restore), and the connection a
// server keeps open so that a restore can tell the database is in use.
//
// Why a restore can trust its "in use" check: in WAL mode every connection holds a shared lock on the
// database file from its first read until it closes, and the operating system drops the lock when the
// process dies, so there is no stale pid file to misread. The server keeps one connection open for its
// whole life (holdDatabase, before it migrates), any other tool holds one while it runs, and a restore
// takes an exclusive lock on the file before it touches anything: if any process has the file open the
// lock fails and the restore refuses. It keeps that lock while it swaps the files, so a process that
// opens the file meanwhile waits, and holdDatabase then sees the path name another file and reopens.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, openDatabase } from './client';

/** A refusal or failure to tell the operator as it is (no stack trace). */
export class BackupError extends Error {}

/** Pages copied per step: a step is one synchronous call, so a step must stay short for the requests waiting behind it. */
const PAGES_PER_STEP = 1000;
/** How long a restore waits for another connection's momentary lock before it calls the database in use. */
const LOCK_WAIT_MS = 2000;

function fsyncPath(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function removeWalFiles(file: string): void {
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
}

/** `2026-11-26T13:15:00.123Z` as `20261126T131500123Z`: sorts by time and is safe in a file name. */
export function fileStamp(date = new Date()): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/**
 * What is wrong with the file as a database, or null when nothing is: it must pass
 * `PRAGMA integrity_check` and, with `ofThisApp`, hold the migrations table and be no newer than this
 * code's migrations (an older one is brought up to date when the server starts). Leaves the file
 * self-contained (rollback journal mode, no -wal beside it).
 */
export function checkDatabaseFile(file: string, ofThisApp: boolean): string | null {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true });
    db.pragma('journal_mode = DELETE');
    const integrity = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const messages = integrity.map((row) => row.integrity_check);
    if (messages.length !== 1 || messages[0] !== 'ok') return `integrity_check failed: ${messages.slice(0, 5).join('; ')}`;
    if (!ofThisApp) return null;
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
    if (!table) return 'it is a SQLite database but not one of this app (no __drizzle_migrations table)';
    const newest = db.prepare('SELECT max(created_at) AS at FROM __drizzle_migrations').get() as { at: number | null };
    const known = Math.max(...readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.folderMillis));
    if ((newest.at ?? 0) > known) return 'it was made by a newer version of the app (a migration this code does not know)';
    return null;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'SQLITE_NOTADB') return 'it is not a SQLite database';
    if (code === 'SQLITE_CORRUPT') return `it is corrupt (${(err as Error).message})`;
    throw err;
  } finally {
    db?.close();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

/**
 * Copies the live database `source` to `target` with SQLite's online backup API while other processes
 * keep writing. The copy is one read transaction, held across the steps: it holds exactly what was
 * committed when the backup began (every write acknowledged before then), and writes by other
 * connections meanwhile neither block nor restart it (without that transaction SQLite starts the copy
 * over after each of them, and under steady writes it never finishes). The pages go to a hidden
 * `.NAME.PID.partial` beside `target`, which must pass checkDatabaseFile before it is renamed to
 * `target`: a crash or a failed check never leaves anything under `target`.
 */
export async function backupDatabase(source: string, target: string): Promise<BackupResult> {
  const started = performance.now();
  if (path.resolve(source) === path.resolve(target)) throw new BackupError('The backup file must not be the database itself.');
  if (!fs.existsSync(source)) throw new BackupError(`There is no database at ${source} (DATABASE_URL).`);
  const dir = path.dirname(path.resolve(target));
  fs.mkdirSync(dir, { recursive: true });
  const partial = path.join(dir, `.${path.basename(target)}.${process.pid}.partial`);
  fs.rmSync(partial, { force: true });

  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.exec('BEGIN');
    // A deferred BEGIN takes its snapshot at the first read.
    db.prepare('SELECT count(*) FROM sqlite_master').get();
    await db.backup(partial, { progress: () => PAGES_PER_STEP });
    db.exec('COMMIT');
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    db.close();
  }

  const problem = checkDatabaseFile(partial, false);
  if (problem) {
    fs.rmSync(partial, { force: true });
    throw new BackupError(`The backup failed its check, nothing was written to ${target}: ${problem}`);
  }
  removeWalFiles(partial);
  fsyncPath(partial);
  fs.renameSync(partial, target);
  fsyncPath(dir);
  return { file: target, bytes: fs.statSync(target).size, ms: performance.now() - started };
}

export interface RestoreResult {
  /** Where the replaced database was kept, or null when there was none. */
  kept: string | null;
}

/**
 * Takes the exclusive lock on the database at `file` for a restore, or refuses: it fails while any
 * other connection has the file open. Folds the write-ahead log into the file first, so the file kept
 * aside is whole and no log of the old database is left for the new one.
 */
function lockForRestore(file: string): Database.Database {
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: true });
  } catch (err) {
    throw new BackupError(`Cannot open the database at ${file} (${(err as Error).message}).`);
  }
  try {
    db.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);
    // Exclusive locking mode keeps every lock it takes until the connection closes; on a WAL database
    // the first read already asks for the exclusive lock.
    db.pragma('locking_mode = EXCLUSIVE');
    db.prepare('SELECT count(*) FROM sqlite_master').get();
    db.pragma('journal_mode = DELETE');
    db.exec('BEGIN EXCLUSIVE');
    return db;
  } catch (err) {
    db.close();
    const code = (err as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      throw new BackupError(`The database at ${file} is in use (a server or another tool has it open). Stop the server first; nothing was changed.`);
    }
    throw new BackupError(
      `Cannot lock the database at ${file} (${(err as Error).message}). If no server is running and the file is damaged, ` +
        `move it aside (mv "${file}" "${file}.damaged") and restore again; nothing was changed.`,
    );
  }
}

/**
 * Replaces the database at `file` with the backup `source`: refuses a backup that fails
 * checkDatabaseFile and a database any process has open. The backup is copied beside `file` and
 * checked there, then renamed over it under the exclusive lock, so `file` is always either the old
 * database or the whole new one; the old one is kept as `FILE.before-restore-STAMP`, and the old
 * -wal and -shm files are removed.
 */
export function restoreDatabase(source: string, file: string): RestoreResult {
  if (path.resolve(source) === path.resolve(file)) throw new BackupError('The backup to restore must not be the database itself.');
  if (!fs.existsSync(source)) throw new BackupError(`There is no file at ${source}.`);
  if (fs.existsSync(`${source}-wal`) && fs.statSync(`${source}-wal`).size > 0) {
    throw new BackupError(`${source} has a write-ahead log beside it (it is in use or was not closed): make a backup of it with npm run db:backup and restore that.`);
  }
  const dir = path.dirname(path.resolve(file));
  fs.mkdirSync(dir, { recursive: true });
  const partial = path.join(dir, `.${path.basename(file)}.${process.pid}.restoring`);
  fs.copyFileSync(source, partial);
  try {
    const problem = checkDatabaseFile(partial, true);
    if (problem) throw new BackupError(`Refusing to restore ${source}: ${problem}. Nothing was changed.`);
    removeWalFiles(partial);
    fsyncPath(partial);

    if (!fs.existsSync(file)) {
      fs.renameSync(partial, file);
      removeWalFiles(file);
      fsyncPath(dir);
      return { kept: null };
    }
    const lock = lockForRestore(file);
    try {
      const kept = `${file}.before-restore-${fileStamp()}`;
      fs.renameSync(file, kept);
      fs.renameSync(partial, file);
      removeWalFiles(file);
      fsyncPath(dir);
      return { kept };
    } finally {
      // The old file, now under its kept name, was not written to: this ends the empty transaction.
      lock.exec('ROLLBACK');
      lock.close();
    }
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

// Referenced for the process's life: better-sqlite3 closes a connection that is garbage-collected.
const held: Database.Database[] = [];

function sameFile(a: fs.Stats, b: fs.Stats): boolean {
  return a.dev === b.dev && a.ino === b.ino;
}

/**
 * Opens the connection a server keeps until it exits, so that a restore finds the database in use
 * however idle the server is. Checks that the path still names the file it opened (a restore that
 * swapped it meanwhile makes it open the new one); answers undefined for an in-memory database.
 */
export function holdDatabase(file: string): Database.Database | undefined {
  if (file === ':memory:') return undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = fs.existsSync(file) ? fs.statSync(file) : undefined;
    // openDatabase reads the file (to set WAL mode), which takes the shared lock.
    const db = openDatabase(file).$client;
    if (before && sameFile(before, fs.statSync(file))) {
      held.push(db);
      return db;
    }
    db.close();
  }
  throw new Error(`The database file ${file} kept changing while the server opened it (a restore running?)`);
}
