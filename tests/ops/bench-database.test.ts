// The bench's database plumbing: BENCH_DATABASE, the reader the checks use on either database (the same SQL
// on both), and the PostgreSQL template and clone a run gets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { benchDatabaseKind, benchPostgresUrl, openReader, toPostgresPlaceholders, withReader, type DatabaseRef } from '@/bench/database';
import { checkLeaveAfterwards } from '@/bench/leave';
import { clonePostgres, databaseUrl, dropDatabaseNow, staleTemplates, templateName } from '@/bench/postgres';
import { isStored, WRITE_KINDS } from '@/scripts/ops/writes';

const POSTGRES = process.env.TEST_POSTGRES_URL;

describe('benchDatabaseKind', () => {
  it('is SQLite unless BENCH_DATABASE says postgres, and refuses anything else', () => {
    expect(benchDatabaseKind(undefined)).toBe('sqlite');
    expect(benchDatabaseKind('')).toBe('sqlite');
    expect(benchDatabaseKind('SQLite')).toBe('sqlite');
    expect(benchDatabaseKind('postgres')).toBe('postgres');
    expect(benchDatabaseKind('postgresql')).toBe('postgres');
    expect(() => benchDatabaseKind('mysql')).toThrow(/BENCH_DATABASE must be sqlite or postgres/);
  });
});

describe('benchPostgresUrl', () => {
  it('takes BENCH_POSTGRES_URL, else TEST_POSTGRES_URL, and says how to get a server without either', () => {
    expect(benchPostgresUrl({ BENCH_POSTGRES_URL: 'postgres://a@h/x', TEST_POSTGRES_URL: 'postgres://b@h/y' })).toBe('postgres://a@h/x');
    expect(benchPostgresUrl({ TEST_POSTGRES_URL: 'postgresql://b@h/y' })).toBe('postgresql://b@h/y');
    expect(() => benchPostgresUrl({})).toThrow(/start_test_postgres/);
    expect(() => benchPostgresUrl({ BENCH_POSTGRES_URL: './data/hr.db' })).toThrow(/postgres:\/\//);
  });
});

describe('toPostgresPlaceholders', () => {
  it('numbers each ? in order and leaves those in strings, quoted names and comments alone', () => {
    expect(toPostgresPlaceholders('SELECT count(*) FROM t WHERE a = ? AND b IN (?, ?)')).toBe('SELECT count(*) FROM t WHERE a = $1 AND b IN ($2, $3)');
    expect(toPostgresPlaceholders(`SELECT '?', "a?b" FROM t WHERE c = ? -- why?\n AND d = ? /* or? */`)).toBe(`SELECT '?', "a?b" FROM t WHERE c = $1 -- why?\n AND d = $2 /* or? */`);
    expect(toPostgresPlaceholders("SELECT 'it''s?' WHERE x = ?")).toBe("SELECT 'it''s?' WHERE x = $1");
  });
});

describe('the PostgreSQL names', () => {
  it('names a template by the seed’s arguments and key, within PostgreSQL’s 63 characters, and finds the older ones of the same arguments', () => {
    const args = ['--profile', 'large', '--employees', '20000', '--jobs', '100000'];
    const name = templateName(args, '12b7d775330c6670');
    expect(name).toMatch(/^hr_bench_tpl_[0-9a-f]{10}_12b7d775330c6670$/);
    expect(`${name}_writing`.length).toBeLessThanOrEqual(63);
    const older = templateName(args, 'aaaaaaaaaaaaaaaa');
    const other = templateName(['--employees', '2000'], 'aaaaaaaaaaaaaaaa');
    expect(staleTemplates([name, older, `${older}_writing`, `${name}_writing`, other, 'postgres'], name)).toEqual([older, `${older}_writing`, `${name}_writing`]);
  });

  it('points a URL at another database on the same server, keeping its user and parameters', () => {
    expect(databaseUrl('postgres://u:p@127.0.0.1:5432/postgres?sslmode=disable', 'hr_bench_run_1')).toBe('postgres://u:p@127.0.0.1:5432/hr_bench_run_1?sslmode=disable');
  });
});

/** Just the columns the checks read, on either database. */
const MINI_SCHEMA = [
  'CREATE TABLE leave_types (code TEXT PRIMARY KEY, yearly_allocation INTEGER)',
  'CREATE TABLE leave_requests (id INTEGER PRIMARY KEY, request_id TEXT, employee_id INTEGER NOT NULL, year INTEGER NOT NULL, leave_type TEXT NOT NULL, days REAL NOT NULL, status TEXT NOT NULL, created_by TEXT)',
  'CREATE TABLE punches (id INTEGER PRIMARY KEY, created_by TEXT)',
  'CREATE TABLE notifications (id INTEGER PRIMARY KEY, created_by TEXT, message_type TEXT)',
];
const MINI_ROWS = [
  "INSERT INTO leave_types VALUES ('CL', 2), ('LOP', NULL)",
  // Employee 1 took 3 days of CL in 2030 (2 allowed): one overdrawn balance. Employee 2 took 2 (fine); LOP has no allocation.
  `INSERT INTO leave_requests VALUES
     (1, 'LR-1', 1, 2030, 'CL', 1, 'approved', 'bench'), (2, 'LR-2', 1, 2030, 'CL', 2, 'pending', 'bench'), (3, 'LR-3', 1, 2030, 'CL', 5, 'rejected', 'bench'),
     (4, 'LR-4', 2, 2030, 'CL', 2, 'approved', 'bench'), (5, 'LR-5', 2, 2030, 'LOP', 9, 'approved', 'someone else')`,
  "INSERT INTO punches VALUES (42, 'bench'), (43, 'bench')",
  "INSERT INTO notifications VALUES (7, 'bench', 'bench'), (8, 'bench', 'other')",
];

/** The same checks, the same answers, on both databases. */
function readsAlike(ref: () => DatabaseRef) {
  it('reads counts, sums and rows as numbers with ? placeholders', async () => {
    await withReader(ref(), async (db) => {
      expect(await db.scalar('SELECT count(*) FROM leave_requests WHERE created_by = ?', ['bench'])).toBe(4);
      expect(await db.scalar('SELECT sum(days) FROM leave_requests WHERE employee_id = ? AND status <> ?', [1, 'rejected'])).toBe(3);
      expect(await db.scalar('SELECT count(*) FROM leave_requests WHERE created_by = ?', ['nobody'])).toBe(0);
      expect(await db.scalar('SELECT code FROM leave_types WHERE code = ?', ['XX'])).toBeUndefined();
      expect(await db.rows('SELECT employee_id, count(*) AS n FROM leave_requests GROUP BY employee_id ORDER BY employee_id')).toEqual([
        { employee_id: 1, n: 3 },
        { employee_id: 2, n: 2 },
      ]);
    });
  });

  it('runs the leave check (HAVING on the aggregate, every column grouped) and finds the overdrawn balance', async () => {
    const result = await checkLeaveAfterwards(ref(), { ok: 4, unanswered: 0 }, 'bench');
    expect(result.facts).toMatch(/^4 requests stored for 4 2xx answers .*; 1 balances below zero$/);
    expect(result.failures).toEqual(['1 balances below zero']);
    expect((await checkLeaveAfterwards(ref(), { ok: 2, unanswered: 1 }, 'bench')).failures[0]).toBe('4 requests stored for 2 2xx answers and 1 left in flight');
  });

  it('finds each kind of write by the id its answer names, and counts the run’s (the crash checks)', async () => {
    const kind = (name: string) => WRITE_KINDS.find((k) => k.name === name)!;
    const reader = await openReader(ref());
    try {
      expect(await isStored(reader, kind('punch'), 'PUN-000042')).toBe(true);
      expect(await isStored(reader, kind('punch'), 'PUN-000044')).toBe(false);
      expect(await isStored(reader, kind('leave'), 'LR-4')).toBe(true);
      expect(await isStored(reader, kind('leave'), 'LR-9')).toBe(false);
      expect(await isStored(reader, kind('notify'), 'NTF-000007')).toBe(true);
      expect(await isStored(reader, kind('notify'), 'NTF-000009')).toBe(false);
      expect(await reader.scalar(kind('punch').countSql, ['bench'])).toBe(2);
      expect(await reader.scalar(kind('leave').countSql, ['bench'])).toBe(4);
      expect(await reader.scalar(kind('notify').countSql, ['bench'])).toBe(1);
    } finally {
      await reader.close();
    }
  });
}

describe('the reader on SQLite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reader-'));
  const file = path.join(dir, 'mini.db');
  const db = new Database(file);
  for (const statement of [...MINI_SCHEMA, ...MINI_ROWS]) db.exec(statement);
  db.close();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  readsAlike(() => ({ kind: 'sqlite', file }));
});

describe.skipIf(!POSTGRES)('the reader on PostgreSQL', () => {
  const name = `hr_bench_reader_${randomBytes(4).toString('hex')}`;
  const url = POSTGRES ? databaseUrl(POSTGRES, name) : '';
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const statement of [...MINI_SCHEMA, ...MINI_ROWS]) await client.query(statement.replace('days REAL', 'days double precision'));
    await client.end();
  });
  afterAll(() => dropDatabaseNow(POSTGRES!, name));
  readsAlike(() => ({ kind: 'postgres', url }));
});

describe.skipIf(!POSTGRES)('clonePostgres', () => {
  const created: string[] = [];
  afterAll(() => {
    for (const name of created) dropDatabaseNow(POSTGRES!, name);
  });

  it('copies the seeded file into a template once, clones it per run, and drops an older template of the same seed', async () => {
    const server = POSTGRES!;
    const seedArgs = ['--bench-test', randomBytes(4).toString('hex')];
    const seededFile = inject('templateDatabase');
    const lines: string[] = [];
    const first = await clonePostgres(server, seedArgs, 'aaaa', seededFile, (line) => lines.push(line));
    created.push(first.name, templateName(seedArgs, 'aaaa'));
    expect(first.log).toMatch(/copied now from the seeded file/);
    const employees = new Database(seededFile, { readonly: true }).prepare('SELECT count(*) FROM employees').pluck().get() as number;
    expect(await withReader({ kind: 'postgres', url: first.url }, (db) => db.scalar('SELECT count(*) FROM employees'))).toBe(employees);

    // A second run of the same seed clones the kept template: no copy.
    const second = await clonePostgres(server, seedArgs, 'aaaa', seededFile, (line) => lines.push(line));
    created.push(second.name);
    expect(second.log).toMatch(/kept on the server/);
    expect(second.name).not.toBe(first.name);

    // A newer seed of the same arguments replaces the template, once no run is copying from it.
    first.drop();
    second.drop();
    const third = await clonePostgres(server, seedArgs, 'bbbb', seededFile, (line) => lines.push(line));
    created.push(third.name, templateName(seedArgs, 'bbbb'));
    expect(lines.some((line) => line.includes(`dropping ${templateName(seedArgs, 'aaaa')}`))).toBe(true);
    third.drop();

    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    const left = (await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = ANY($1)', [created])).rows.map((r) => r.datname);
    await admin.end();
    // Runs' clones dropped, the old template gone, the newest one kept for the next run.
    expect(left).toEqual([templateName(seedArgs, 'bbbb')]);
  }, 120_000);
});
