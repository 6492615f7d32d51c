import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { isTable } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { copyToPostgres } from '@/db/copy-to-postgres';
import { maskUrl } from '@/db/mask-url';
import * as pgSchema from '@/db/schema-pg';
import { migrationsUpTo } from '@/tests/helpers/migrations';

// npm run db:copy (db/copy-to-postgres.ts) from a copy of the seeded test database into new PostgreSQL
// databases on TEST_POSTGRES_URL's server (created here, dropped afterwards): every row arrives as it was,
// the sequences and versions carry on, and a refused or failed copy leaves the target as it found it.

const url = process.env.TEST_POSTGRES_URL;
const tables = Object.values(pgSchema)
  .filter((value) => isTable(value))
  .map((table) => getTableConfig(table as PgTable));
const copied = tables.filter((table) => table.name !== 'job_search');
const q = (name: string) => `"${name}"`;

/** A value as both sides should hold it, for comparing: SQLite's integers come as BigInt (safeIntegers). */
function fromSqlite(type: string, value: unknown): unknown {
  if (value === null) return null;
  if (type === 'boolean') return Number(value) !== 0;
  if (type === 'bigint') return String(value); // node-postgres returns int8 as text, so no digit is lost
  if (type === 'integer' || type === 'double precision') return Number(value);
  if (type === 'jsonb') return JSON.parse(value as string);
  if (type === 'bytea') return (value as Buffer).toString('hex');
  return value;
}
const fromPostgres = (type: string, value: unknown) => (value !== null && type === 'bytea' ? (value as Buffer).toString('hex') : value);

/** A table's rows as comparable objects, in the order of their primary key (or all their columns). */
function sorted(table: ReturnType<typeof getTableConfig>, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const key = table.primaryKeys[0]?.columns.map((c) => c.name) ?? table.columns.filter((c) => c.primary).map((c) => c.name);
  const by = key.length > 0 ? key : table.columns.filter((c) => c.getSQLType() !== 'jsonb').map((c) => c.name);
  const text = (row: Record<string, unknown>) => JSON.stringify(by.map((name) => row[name]));
  return [...rows].sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
}

describe.skipIf(!url)('npm run db:copy from SQLite to a new PostgreSQL database (TEST_POSTGRES_URL)', () => {
  let dir: string;
  let source: string;
  const created: string[] = [];
  const roles: string[] = [];
  let admin: pg.Client;
  const clients: pg.Client[] = [];

  /** A new, empty database on the test server; its URL carries a password the trust setup ignores, to see it masked. */
  async function newDatabase(): Promise<string> {
    const name = `hr_copy_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    created.push(name);
    const own = new URL(url!);
    own.pathname = `/${name}`;
    own.password = 'do-not-print-me';
    return own.toString();
  }
  async function connect(target: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    clients.push(client);
    return client;
  }
  async function counts(client: pg.Client): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of tables) result[table.name] = Number((await client.query(`SELECT count(*) AS n FROM ${q(table.name)}`)).rows[0].n);
    return result;
  }
  const versions = async (client: pg.Client) =>
    Object.fromEntries((await client.query('SELECT table_name, version FROM table_versions')).rows.map((row) => [row.table_name, Number(row.version)]));
  function sqliteVersions(file: string): Record<string, number> {
    const db = new Database(file, { readonly: true });
    try {
      return Object.fromEntries((db.prepare('SELECT table_name, version FROM table_versions').all() as { table_name: string; version: number }[]).map((row) => [row.table_name, row.version]));
    } finally {
      db.close();
    }
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-db-copy-'));
    source = path.join(dir, 'source.db');
    // The seeded test database, with what the seed leaves out: a stored file (a blob with every byte value)
    // that an employee's picture refers to.
    fs.copyFileSync(inject('templateDatabase'), source);
    const db = new Database(source);
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const file = db.prepare("INSERT INTO stored_files (sha256, content_type, size, bytes, created_at) VALUES ('abc', 'image/png', 256, ?, '2026-11-27T09:00:00.000Z')").run(bytes);
    db.prepare('UPDATE employees SET picture_file_id = ? WHERE id = (SELECT min(id) FROM employees)').run(file.lastInsertRowid);
    db.close();
  });

  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => {});
    for (const name of created) await admin?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    for (const role of roles) await admin?.query(`DROP ROLE IF EXISTS "${role}"`);
    await admin?.end();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('into an empty database', () => {
    let target: string;
    let client: pg.Client;
    let sqlite: Database.Database;

    beforeAll(async () => {
      target = await newDatabase();
      await copyToPostgres({ from: source, to: target, batchRows: 7 }); // small batches: many statements, and a last short one
      client = await connect(target);
      sqlite = new Database(source, { readonly: true });
    });
    afterAll(() => sqlite?.close());

    it('holds as many rows of every table as SQLite, and job_search one row per job', async () => {
      const copiedCounts = await counts(client);
      for (const table of copied) expect([table.name, copiedCounts[table.name]]).toEqual([table.name, Number((sqlite.prepare(`SELECT count(*) AS n FROM ${q(table.name)}`).get() as { n: number }).n)]);
      expect(copiedCounts.job_search).toBe(copiedCounts.jobs);
      expect(copiedCounts.employees).toBeGreaterThan(0);
      expect(copiedCounts.payslips).toBeGreaterThan(0);
      expect(copiedCounts.stored_files).toBe(1);
    });

    it('leaves the planner its statistics and the visibility map, which autovacuum would make only later', async () => {
      // pg_stats holds a row per column once ANALYZE has read a table with rows in it.
      const analyzed = (await client.query<{ tablename: string }>("SELECT DISTINCT tablename FROM pg_stats WHERE schemaname = 'public'")).rows.map((row) => row.tablename);
      expect(analyzed).toEqual(expect.arrayContaining(['employees', 'jobs', 'payslips', 'leave_requests']));
      // And the visibility map, which index-only scans need: every page of jobs marked all-visible by VACUUM.
      const [jobs] = (await client.query<{ pages: number; visible: number }>("SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'jobs'")).rows;
      expect(jobs?.pages).toBeGreaterThan(0);
      expect(jobs?.visible).toBe(jobs?.pages);
    });

    it('holds every row of every table exactly as SQLite did', async () => {
      for (const table of copied) {
        const columns = table.columns.filter((c) => !c.generated);
        const select = `SELECT ${columns.map((c) => q(c.name)).join(', ')} FROM ${q(table.name)}`;
        const expected = (sqlite.prepare(select).safeIntegers(true).all() as Record<string, unknown>[]).map((row) =>
          Object.fromEntries(columns.map((c) => [c.name, fromSqlite(c.getSQLType(), row[c.name])])),
        );
        const actual = (await client.query(select)).rows.map((row) => Object.fromEntries(columns.map((c) => [c.name, fromPostgres(c.getSQLType(), row[c.name])])));
        expect(sorted(table, actual), table.name).toEqual(sorted(table, expected));
      }
    });

    it('round-trips a boolean, a JSON column, a blob, a date and a REAL exactly', async () => {
      const job = (await client.query('SELECT published_on_portal, published_for_referral FROM jobs ORDER BY id LIMIT 1')).rows[0];
      const sqliteJob = sqlite.prepare('SELECT published_on_portal, published_for_referral FROM jobs ORDER BY id LIMIT 1').get() as Record<string, number>;
      expect(job).toEqual({ published_on_portal: sqliteJob.published_on_portal === 1, published_for_referral: sqliteJob.published_for_referral === 1 });
      expect((await client.query('SELECT DISTINCT published_on_portal AS p FROM jobs ORDER BY p')).rows.map((r) => r.p)).toEqual([false, true]);

      const payslip = (await client.query('SELECT id, earnings, net_paise FROM payslips ORDER BY id LIMIT 1')).rows[0];
      const sqlitePayslip = sqlite.prepare('SELECT earnings, net_paise FROM payslips WHERE id = ?').get(payslip.id) as { earnings: string; net_paise: number };
      expect(payslip.earnings).toEqual(JSON.parse(sqlitePayslip.earnings));
      expect(Object.keys(payslip.earnings).length).toBeGreaterThan(0);
      expect(payslip.net_paise).toBe(String(sqlitePayslip.net_paise)); // bigint, as text

      const file = (await client.query('SELECT f.bytes FROM stored_files f JOIN employees e ON e.picture_file_id = f.id')).rows[0];
      expect(Buffer.compare(file.bytes, Buffer.from(Array.from({ length: 256 }, (_, i) => i)))).toBe(0);

      const employee = (await client.query('SELECT id, date_of_joining FROM employees ORDER BY id LIMIT 1')).rows[0];
      expect(employee.date_of_joining).toBe((sqlite.prepare('SELECT date_of_joining FROM employees WHERE id = ?').get(employee.id) as { date_of_joining: string }).date_of_joining);
      expect(employee.date_of_joining).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const location = (await client.query('SELECT code, latitude FROM locations ORDER BY code LIMIT 1')).rows[0];
      expect(location.latitude).toBe((sqlite.prepare('SELECT latitude FROM locations WHERE code = ?').get(location.code) as { latitude: number }).latitude);
    });

    it("fills job_search with the FTS5 index's words, searchable", async () => {
      const fts = sqlite.prepare('SELECT rowid AS job_id, title, description, skills FROM job_search ORDER BY rowid').all();
      expect((await client.query('SELECT job_id, title, description, skills FROM job_search ORDER BY job_id')).rows).toEqual(fts);
      const [{ title }] = (await client.query('SELECT title FROM jobs ORDER BY id LIMIT 1')).rows;
      const word = String(title).toLowerCase().split(/\s+/)[0]!.slice(0, 4);
      const found = await client.query("SELECT count(*) AS n FROM job_search WHERE document @@ to_tsquery('simple', $1)", [`${word}:*`]);
      expect(Number(found.rows[0].n)).toBeGreaterThan(0);
    });

    it("carries table_versions over from SQLite, and the triggers bump them again after the copy", async () => {
      const before = await versions(client);
      expect(before).toEqual(sqliteVersions(source));
      expect(before.employees).toBeGreaterThan(0);
      await client.query("UPDATE business_units SET name = name || '' WHERE org_unit_code = (SELECT min(org_unit_code) FROM business_units)");
      expect((await versions(client)).business_units).toBe(before.business_units! + 1);
    });

    it('continues every identity sequence after the highest id', async () => {
      const max = Number((await client.query('SELECT max(id) AS m FROM holidays')).rows[0].m);
      const inserted = await client.query("INSERT INTO holidays (date, name) VALUES ('2031-01-01', 'After the copy') RETURNING id");
      expect(inserted.rows[0].id).toBe(max + 1);
      for (const table of copied) {
        for (const column of table.columns.filter((c) => c.generatedIdentity)) {
          const highest = Number((await client.query(`SELECT coalesce(max(${q(column.name)}), 0) AS m FROM ${q(table.name)}`)).rows[0].m);
          const next = Number((await client.query('SELECT nextval(pg_get_serial_sequence($1, $2)) AS n', [table.name, column.name])).rows[0].n);
          expect([table.name, next]).toEqual([table.name, highest + 1]);
        }
      }
    });

    it('refuses to copy into it again and changes nothing', async () => {
      const [countsBefore, versionsBefore] = [await counts(client), await versions(client)];
      await expect(copyToPostgres({ from: source, to: target })).rejects.toThrow(/already holds data: business_units \(\d+ rows\).*nothing was changed/);
      expect(await counts(client)).toEqual(countsBefore);
      expect(await versions(client)).toEqual(versionsBefore);
    });
  });

  it('reads one snapshot: a write to SQLite during the copy is not in it, and the counts still match', async () => {
    const target = await newDatabase();
    const writer = new Database(source);
    writer.pragma('busy_timeout = 5000');
    const holidaysBefore = (writer.prepare('SELECT count(*) AS n FROM holidays').get() as { n: number }).n;
    try {
      const result = await copyToPostgres({
        from: source,
        to: target,
        // After the rows are read, before the counts are compared: a server's write lands in SQLite meanwhile.
        beforeCheck: async () => {
          writer.prepare("INSERT INTO holidays (date, name) VALUES ('2032-01-01', 'Written during the copy')").run();
        },
      });
      expect(result.tables.find((row) => row.table === 'holidays')).toEqual({ table: 'holidays', source: holidaysBefore, target: holidaysBefore });
      expect((writer.prepare('SELECT count(*) AS n FROM holidays').get() as { n: number }).n).toBe(holidaysBefore + 1);
    } finally {
      writer.prepare("DELETE FROM holidays WHERE name = 'Written during the copy'").run();
      writer.close();
    }
  });

  it("works for the database's owner, no superuser needed", async () => {
    const role = `hr_copy_owner_${randomBytes(4).toString('hex')}`;
    const name = `hr_copy_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE ROLE "${role}" LOGIN NOSUPERUSER`);
    roles.push(role);
    await admin.query(`CREATE DATABASE "${name}" OWNER "${role}"`);
    created.push(name);
    const own = new URL(url!);
    own.pathname = `/${name}`;
    own.username = role;
    const result = await copyToPostgres({ from: source, to: own.toString() });
    expect(result.tables.every((row) => row.table === 'job_search' || row.source === row.target)).toBe(true);
  });

  describe('a copy that fails part way', () => {
    let target: string;
    let client: pg.Client;
    let empty: { counts: Record<string, number>; versions: Record<string, number>; sequence: string };

    beforeAll(async () => {
      target = await newDatabase();
      client = await connect(target);
    });

    async function expectUntouched() {
      expect(await counts(client)).toEqual(empty.counts);
      expect(await versions(client)).toEqual(empty.versions);
      expect((await client.query("SELECT last_value FROM pg_sequences WHERE sequencename = 'holidays_id_seq'")).rows[0].last_value).toBe(empty.sequence);
    }

    it('rolls everything back when PostgreSQL refuses a row (a notification for no employee)', async () => {
      const broken = path.join(dir, 'broken.db');
      fs.copyFileSync(source, broken);
      const db = new Database(broken);
      // SQLite lets it in with foreign keys off; PostgreSQL's foreign key refuses it, late in the copy.
      db.pragma('foreign_keys = OFF');
      db.prepare(
        "INSERT INTO notifications (recipient_id, message_type, components, source, created_by, created_at) VALUES (999999, 'x', '[]', 'bot', 'test', '2026-11-27T09:00:00.000Z')",
      ).run();
      db.close();

      const log: string[] = [];
      await expect(copyToPostgres({ from: broken, to: target, log: (line) => log.push(line) })).rejects.toMatchObject({ code: '23503' });
      // Tables before notifications were written, then undone.
      expect(log.some((line) => line.includes('employees:'))).toBe(true);
      const migrated = await versions(client);
      // Empty but for the migrations' own counter rows, each at zero.
      empty = { counts: Object.fromEntries(tables.map((table) => [table.name, table.name === 'table_versions' ? Object.keys(migrated).length : 0])), versions: migrated, sequence: '' };
      expect(Object.values(empty.versions).every((version) => version === 0)).toBe(true);
      empty.sequence = (await client.query("SELECT last_value FROM pg_sequences WHERE sequencename = 'holidays_id_seq'")).rows[0].last_value;
      expect(empty.sequence).toBeNull(); // never used
      await expectUntouched();
    });

    it('rolls everything back when a count differs', async () => {
      await expect(
        copyToPostgres({ from: source, to: target, beforeCheck: async (tx) => void (await tx.query('DELETE FROM leave_actions WHERE id = (SELECT min(id) FROM leave_actions)')) }),
      ).rejects.toThrow(/counts differ, so nothing was copied: leave_actions: (\d+) in SQLite, (\d+) in PostgreSQL/);
      await expectUntouched();
    });

    it('then copies into the same database once the source is sound', async () => {
      await copyToPostgres({ from: source, to: target });
      expect((await counts(client)).employees).toBeGreaterThan(0);
    });
  });

  describe('the command', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', './scripts/register.mjs', 'scripts/db-copy.ts', ...args], { cwd: process.cwd(), encoding: 'utf8', timeout: 60_000 });

    it('copies, prints a table of counts and never the password; refuses a second time with exit code 1', async () => {
      const target = await newDatabase();
      const first = run(['--from', source, '--to', target]);
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      expect(first.stdout).toContain(maskUrl(target));
      expect(first.stdout).toContain('***');
      expect(first.stdout).toMatch(/^employees\s+\d+\s+\d+$/m);
      expect(first.stdout).toContain('every count matches');

      const second = run(['--from', source, '--to', target]);
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('already holds data');
      for (const output of [first.stdout, first.stderr, second.stdout, second.stderr]) expect(output).not.toContain('do-not-print-me');
    });

    it('answers a wrong command line with its usage and exit code 2', () => {
      const result = run(['--from', source, '--to', '/tmp/not-a-url']);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('postgres:// or postgresql://');
      expect(result.stderr).toContain('Usage:');
    });
  });
});

describe('db:copy refuses a source it cannot copy whole, before it connects', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-db-copy-source-'));
  const nowhere = 'postgres://nobody@127.0.0.1:1/none';
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a database older than the code, one not of this app, and a missing file', async () => {
    const old = path.join(dir, 'old.db');
    const db = drizzle(new Database(old));
    migrate(db, { migrationsFolder: migrationsUpTo(20) });
    db.$client.close();
    await expect(copyToPostgres({ from: old, to: nowhere })).rejects.toThrow(/older than this code: start the app on it once/);

    const other = path.join(dir, 'other.db');
    const otherDb = new Database(other);
    otherDb.exec('CREATE TABLE t (x)');
    otherDb.close();
    await expect(copyToPostgres({ from: other, to: nowhere })).rejects.toThrow(/not one of this app/);
    await expect(copyToPostgres({ from: path.join(dir, 'missing.db'), to: nowhere })).rejects.toThrow(/There is no SQLite database/);
  });

  it('refuses a source with a table the PostgreSQL schema lacks', async () => {
    const extra = path.join(dir, 'extra.db');
    fs.copyFileSync(inject('templateDatabase'), extra);
    const db = new Database(extra);
    db.exec('CREATE TABLE left_behind (id INTEGER)');
    db.close();
    await expect(copyToPostgres({ from: extra, to: nowhere })).rejects.toThrow(/tables db\/schema-pg does not: left_behind/);
  });
});

describe('maskUrl', () => {
  it('hides the password in the authority and in the parameters', () => {
    expect(maskUrl('postgres://hr:s3cret@db.example.com:5432/hr')).toBe('postgres://hr:***@db.example.com:5432/hr');
    expect(maskUrl('postgresql://hr@db/hr?password=s3cret&sslmode=require')).toBe('postgresql://hr@db/hr?password=***&sslmode=require');
    expect(maskUrl('postgres://hr@db/hr')).toBe('postgres://hr@db/hr');
  });
});
