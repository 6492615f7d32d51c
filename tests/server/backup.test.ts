import { execFile, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { checkDatabaseFile, holdDatabase } from '@/db/backup';
import { migrateDatabase, openDatabase } from '@/db/client';
import { backupConfig, listBackups, startPeriodicBackups } from '@/lib/server/backups';

const run = promisify(execFile);

/** A migrated database of this app with a probe table for the writer and ~20 MB of filler, so a backup takes many steps. */
function freshDatabase(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-backup-')), 'hr.db');
  const db = openDatabase(file);
  migrateDatabase(db);
  db.$client.exec('CREATE TABLE backup_probe (id INTEGER PRIMARY KEY, at INTEGER NOT NULL, payload TEXT NOT NULL); CREATE TABLE filler (v TEXT)');
  const insert = db.$client.prepare('INSERT INTO filler (v) VALUES (?)');
  db.$client.transaction(() => {
    for (let i = 0; i < 20_000; i++) insert.run(`${i}`.padEnd(1000, 'x'));
  })();
  db.$client.close();
  return file;
}

/**
 * `npm run db:backup|db:restore -- FILE` against `database`: exit code, stdout and stderr. Killed after
 * 30 s: a backup that starts over after every write never ends under the writer's load.
 */
async function cli(command: 'backup' | 'restore', file: string, database: string): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', './scripts/register.mjs', 'scripts/backup.ts', command, file], {
      env: { ...process.env, DATABASE_URL: database },
      timeout: 30_000,
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number | null; signal: string | null; stdout: string; stderr: string };
    return { code: failed.code ?? -1, out: failed.stdout, err: `${failed.stderr}${failed.signal ? ` (killed: ${failed.signal})` : ''}` };
  }
}

function probeIds(file: string): number[] {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT id FROM backup_probe ORDER BY id').all() as { id: number }[]).map((row) => row.id);
  } finally {
    db.close();
  }
}

function fingerprint(file: string): string {
  const stat = fs.statSync(file);
  return `${stat.ino}:${stat.size}:${fs.readFileSync(file).toString('base64')}`;
}

describe('npm run db:backup and db:restore', () => {
  it('backs up while another process writes; the restore holds every write acknowledged before the backup began', { timeout: 90_000 }, async () => {
    const database = freshDatabase();
    const writer = fork('tests/server/fixtures/backup-writer.ts', [], {
      execArgv: ['--import', './scripts/register.mjs'],
      env: { ...process.env, DATABASE_URL: database },
    });
    let acknowledged = 0;
    writer.on('message', (id) => (acknowledged = Math.max(acknowledged, Number(id))));
    await expect.poll(() => acknowledged, { timeout: 30_000 }).toBeGreaterThan(200);

    const backup = path.join(path.dirname(database), 'backups', 'hr-backup.db');
    const beforeBackup = acknowledged;
    const backedUp = await cli('backup', backup, database);
    const afterBackup = acknowledged;
    expect(backedUp, backedUp.err).toMatchObject({ code: 0 });
    expect(backedUp.out).toContain('integrity_check ok');
    // The writer kept committing while the backup ran.
    expect(afterBackup - beforeBackup).toBeGreaterThan(50);
    expect(fs.readdirSync(path.dirname(backup))).toEqual(['hr-backup.db']);

    // Killed, not stopped: its last commits are still in the -wal file beside the database.
    writer.kill('SIGKILL');
    await new Promise((resolve) => writer.once('exit', resolve));
    expect(fs.statSync(`${database}-wal`).size).toBeGreaterThan(0);

    const restored = await cli('restore', backup, database);
    expect(restored, restored.err).toMatchObject({ code: 0 });
    const kept = restored.out.match(/kept as (\S+)\.\n/)?.[1] ?? '';
    expect(kept).toMatch(/hr\.db\.before-restore-\d{8}T\d{9}Z$/);
    expect(fs.existsSync(`${database}-wal`)).toBe(false);
    expect(fs.existsSync(`${database}-shm`)).toBe(false);

    const ids = probeIds(database);
    const last = ids.at(-1) ?? 0;
    expect(last).toBeGreaterThanOrEqual(beforeBackup);
    expect(ids).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    // The kept database is whole, commits that were only in its write-ahead log included.
    const keptIds = probeIds(kept);
    expect(keptIds.length).toBeGreaterThanOrEqual(afterBackup);
    expect(keptIds.length).toBeGreaterThan(last);
    expect(checkDatabaseFile(database, true)).toBeNull();
  });

  it('refuses a corrupt file, a file that is not a database and a database of another app, changing nothing', { timeout: 60_000 }, async () => {
    const database = freshDatabase();
    const dir = path.dirname(database);
    const before = fingerprint(database);

    const corrupt = path.join(dir, 'corrupt.db');
    fs.copyFileSync(database, corrupt);
    const bytes = fs.readFileSync(corrupt);
    // Scrambles pages in the middle of the filler table's b-tree, keeping the header intact.
    bytes.fill(0x5a, 4096 * 1000, 4096 * 1003);
    fs.writeFileSync(corrupt, bytes);
    const notSqlite = path.join(dir, 'resume.pdf');
    fs.writeFileSync(notSqlite, Buffer.alloc(8192, 0x25));
    const otherApp = path.join(dir, 'other.db');
    new Database(otherApp).exec('CREATE TABLE t (x)');

    const results = [await cli('restore', corrupt, database), await cli('restore', notSqlite, database), await cli('restore', otherApp, database)];
    expect(results.map((r) => r.code)).toEqual([1, 1, 1]);
    expect(results[0]?.err).toMatch(/Refusing to restore .*corrupt\.db: (integrity_check failed|it is corrupt)/);
    expect(results[1]?.err).toContain('it is not a SQLite database');
    expect(results[2]?.err).toContain('not one of this app');
    expect(fingerprint(database)).toBe(before);
    expect(fs.readdirSync(dir).sort()).toEqual(['corrupt.db', 'hr.db', 'other.db', 'resume.pdf']);
  });

  it('refuses while a server holds the database open, even idle, and restores once it is closed', { timeout: 60_000 }, async () => {
    const database = freshDatabase();
    const backup = path.join(path.dirname(database), 'copy.db');
    expect((await cli('backup', backup, database)).code).toBe(0);
    const before = fingerprint(database);

    // What server.ts opens before anything else and keeps until it exits.
    const held = holdDatabase(database);
    const refused = await cli('restore', backup, database);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('is in use');
    expect(fingerprint(database)).toBe(before);
    expect(fs.readdirSync(path.dirname(database)).filter((name) => name.includes('restor'))).toEqual([]);

    held?.close();
    expect((await cli('restore', backup, database)).code).toBe(0);
  });
});

describe('periodic backups', () => {
  it('reads BACKUP_DIR, BACKUP_INTERVAL_MINUTES and BACKUP_KEEP', () => {
    expect(backupConfig({})).toBeNull();
    expect(backupConfig({ BACKUP_DIR: '/var/backups/hr' })).toEqual({ dir: '/var/backups/hr', intervalMs: 3_600_000, keep: 24 });
    expect(backupConfig({ BACKUP_DIR: 'b', BACKUP_INTERVAL_MINUTES: '0.5', BACKUP_KEEP: '3' })).toMatchObject({ intervalMs: 30_000, keep: 3 });
    expect(() => backupConfig({ BACKUP_DIR: 'b', BACKUP_INTERVAL_MINUTES: '0' })).toThrow(/BACKUP_INTERVAL_MINUTES/);
    expect(() => backupConfig({ BACKUP_DIR: 'b', BACKUP_KEEP: '1.5' })).toThrow(/BACKUP_KEEP/);
  });

  it('back up on schedule and keep the newest BACKUP_KEEP, leaving other files alone', { timeout: 90_000 }, async () => {
    const database = freshDatabase();
    const dir = path.join(path.dirname(database), 'backups');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
    fs.writeFileSync(path.join(dir, 'payroll-20200101T000000000Z.db'), 'another database');
    fs.writeFileSync(path.join(dir, '.hr-20200101T000000000Z.db.999999.partial'), 'left by a killed backup');

    const lines: string[] = [];
    const stop = startPeriodicBackups({ dir, intervalMs: 50, keep: 2 }, (line) => lines.push(line), database);
    await expect.poll(() => lines.filter((l) => l.startsWith('Backed up')).length, { timeout: 80_000, interval: 200 }).toBeGreaterThanOrEqual(4);
    await stop();

    const made = lines.filter((l) => l.startsWith('Backed up')).map((l) => path.basename(l.match(/ to (\S+) \(/)?.[1] ?? ''));
    expect(lines.filter((l) => l.includes('failed'))).toEqual([]);
    expect(listBackups(dir, database)).toEqual(made.slice(-2));
    expect(fs.readdirSync(dir).sort()).toEqual([...made.slice(-2), 'notes.txt', 'payroll-20200101T000000000Z.db'].sort());
    for (const name of made.slice(-2)) expect(checkDatabaseFile(path.join(dir, name), true)).toBeNull();
  });
});
