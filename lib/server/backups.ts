// Periodic backups by the server (BACKUP_DIR, BACKUP_INTERVAL_MINUTES, BACKUP_KEEP). Each one runs
// `npm run db:backup` as a child process: the copy steps through pages, but the integrity_check of the
// result is one synchronous call that takes seconds on a large database, and in the server's own
// process it would hold up every request meanwhile.
import 'server-only';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { databaseFile } from '@/db/client';
import { fileStamp } from '@/db/backup';

export interface BackupConfig {
  dir: string;
  intervalMs: number;
  keep: number;
}

/** The periodic backup settings, or null when BACKUP_DIR is not set; throws on a bad value, as WORKERS does. */
export function backupConfig(env: Partial<Record<string, string>> = process.env): BackupConfig | null {
  const dir = env.BACKUP_DIR?.trim();
  if (!dir) return null;
  const minutes = Number(env.BACKUP_INTERVAL_MINUTES?.trim() || 60);
  if (!Number.isFinite(minutes) || minutes <= 0) {
    throw new Error(`BACKUP_INTERVAL_MINUTES must be a positive number of minutes (got ${JSON.stringify(env.BACKUP_INTERVAL_MINUTES)})`);
  }
  const keep = Number(env.BACKUP_KEEP?.trim() || 24);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a whole number from 1 (got ${JSON.stringify(env.BACKUP_KEEP)})`);
  return { dir: path.resolve(dir), intervalMs: minutes * 60_000, keep };
}

/** The database's name without extension: backups are NAME-STAMP.db, so one directory can serve several databases. */
function backupName(database: string): string {
  return path.basename(database, path.extname(database));
}

function namesLike(dir: string, database: string, pattern: (name: string) => string): string[] {
  const name = backupName(database).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const regex = new RegExp(`^${pattern(name)}$`);
  return (fs.existsSync(dir) ? fs.readdirSync(dir) : []).filter((entry) => regex.test(entry)).sort();
}

/** The backups of `database` in `dir` (only the names this module writes), oldest first. */
export function listBackups(dir: string, database: string): string[] {
  return namesLike(dir, database, (name) => `${name}-\\d{8}T\\d{9}Z\\.db`);
}

/** Deletes all but the newest `keep` backups of `database` in `dir`; answers the names deleted. */
export function rotateBackups(dir: string, database: string, keep: number): string[] {
  const doomed = listBackups(dir, database).slice(0, -keep);
  for (const name of doomed) fs.rmSync(path.join(dir, name), { force: true });
  return doomed;
}

function runBackup(database: string, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // tsx is a dependency of the app (the npm scripts run on it, through scripts/register.mjs), and the
    // server runs from the project directory.
    const scripts = path.join(process.cwd(), 'scripts');
    const child = spawn(process.execPath, ['--import', pathToFileURL(path.join(scripts, 'register.mjs')).href, path.join(scripts, 'backup.ts'), 'backup', target], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URL: database },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output.trim());
      else reject(new Error(`backup to ${target} failed (${signal ?? `exit code ${code}`}): ${output.trim()}`));
    });
  });
}

/**
 * Backs the database up every `intervalMs` into `dir` and keeps the newest `keep` backups. One backup
 * at a time: the next interval starts when the last backup ends. A failed backup is logged and the
 * next one is tried on time. Answers a function that stops the schedule and resolves once no backup
 * is running.
 */
export function startPeriodicBackups(config: BackupConfig, log: (line: string) => void = console.log, database = databaseFile()): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  fs.mkdirSync(config.dir, { recursive: true });

  const once = async () => {
    // Backups run one at a time, so a partial file left now is from a backup process that was killed.
    for (const stale of namesLike(config.dir, database, (name) => `\\.${name}-\\d{8}T\\d{9}Z\\.db\\.\\d+\\.partial`)) {
      fs.rmSync(path.join(config.dir, stale), { force: true });
    }
    const target = path.join(config.dir, `${backupName(database)}-${fileStamp()}.db`);
    try {
      log(await runBackup(database, target));
      const deleted = rotateBackups(config.dir, database, config.keep);
      if (deleted.length > 0) log(`Deleted ${deleted.length} old backup(s), keeping the newest ${config.keep}.`);
    } catch (err) {
      log(`Periodic backup failed: ${(err as Error).message}`);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = once().finally(() => {
        running = undefined;
        schedule();
      });
    }, config.intervalMs);
    // The schedule alone does not keep a process alive.
    timer.unref();
  };
  schedule();
  log(`Backing up ${database} every ${config.intervalMs / 60_000} minutes to ${config.dir}, keeping ${config.keep}.`);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
