import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { count, eq, isNull, min } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, connect } from '@/db/client';
import { employees, form16PartA } from '@/db/schema';
import { isEmpty } from '@/lib/seed/seed';
import { ensureAuthSecret, prepareDatabase } from '@/lib/server/startup';
import { findActiveClientByKey } from '@/lib/auth/api-clients';

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['DATABASE_URL', 'SEED', 'DEMO_API_KEY', 'NEXTAUTH_SECRET']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

/** The empty databases made on the PostgreSQL server (TEST_DATABASE=postgres), dropped at the end. */
const madeOnPostgres: string[] = [];
const postgresServer = process.env.TEST_DATABASE === 'postgres' ? process.env.TEST_POSTGRES_URL : undefined;
afterAll(async () => {
  if (madeOnPostgres.length === 0) return;
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  for (const name of madeOnPostgres) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});

/** A new empty SQLite file, for the tests about a local install's files. */
function freshFile(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-start-')), 'hr.db');
  process.env.DATABASE_URL = file;
  return file;
}

/** A new empty database of the kind the suite runs on (TEST_DATABASE), named by DATABASE_URL. */
async function freshDatabase(): Promise<string> {
  if (!postgresServer) return freshFile();
  const name = `hr_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  madeOnPostgres.push(name);
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return url.toString();
}

async function employeeCount(db: ReturnType<typeof connect>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(employees);
  return row?.n ?? 0;
}

describe('start-up', () => {
  it('SEED=none migrates but seeds nothing and prints no key', async () => {
    const url = await freshDatabase();
    process.env.SEED = 'none';
    const lines: string[] = [];
    await prepareDatabase((l) => lines.push(l));
    const db = connect(url);
    // The employees table is there (the migrations ran), and empty.
    expect(await isEmpty(db)).toBe(true);
    await closeDatabase(db);
    expect(lines).toEqual([]);
  });

  it('seeds an empty database once and gives the demo client DEMO_API_KEY, or a fresh key each start', { timeout: 120_000 }, async () => {
    const url = await freshDatabase();
    delete process.env.SEED;
    process.env.DEMO_API_KEY = 'hrk_chosen_for_a_scripted_demo';
    const lines: string[] = [];
    await prepareDatabase((l) => lines.push(l));
    expect(lines.join('\n')).toContain('Demo API key (scopes read, write): hrk_chosen_for_a_scripted_demo');
    const db = connect(url);
    const seeded = await employeeCount(db);
    expect(seeded).toBeGreaterThanOrEqual(150);
    expect((await findActiveClientByKey(db, 'hrk_chosen_for_a_scripted_demo'))?.scopes).toEqual(['read', 'write']);

    delete process.env.DEMO_API_KEY;
    const again: string[] = [];
    await prepareDatabase((l) => again.push(l));
    const printed = again.join('\n').match(/Demo API key \(scopes read, write\): (\S+)/)?.[1] ?? '';
    expect(again.join('\n')).not.toContain('Seeded');
    expect(await employeeCount(db)).toBe(seeded);
    expect(await findActiveClientByKey(db, printed)).toBeDefined();
    // The start ran on its own connection: on PostgreSQL `db` hears of the new key when its notification arrives.
    await expect.poll(() => findActiveClientByKey(db, 'hrk_chosen_for_a_scripted_demo')).toBeUndefined();

    // A Form 16 changed outside an import since it was issued is issued again at the next start.
    const [first] = await db.select({ id: min(form16PartA.id) }).from(form16PartA);
    await db
      .update(form16PartA)
      .set({ issued: null, issuedGenerator: null })
      .where(eq(form16PartA.id, first?.id ?? 0));
    const third: string[] = [];
    await prepareDatabase((l) => third.push(l));
    expect(third.filter((l) => l.includes('Form 16'))).toEqual(['Issued 1 Form 16 again: changed since they were issued, or issued by an older generator']);
    expect(await db.select({ n: count() }).from(form16PartA).where(isNull(form16PartA.issued))).toEqual([{ n: 0 }]);
    expect(again.some((l) => l.includes('Form 16'))).toBe(false);
    await closeDatabase(db);
  });

  it('without NEXTAUTH_SECRET, generates one beside the database (mode 0600) and keeps it', () => {
    const file = freshFile();
    delete process.env.NEXTAUTH_SECRET;
    ensureAuthSecret(file);
    const first = process.env.NEXTAUTH_SECRET;
    expect(first).toMatch(/^[\w-]{43}$/);
    const secretFile = path.join(path.dirname(file), '.auth-secret');
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    delete process.env.NEXTAUTH_SECRET;
    ensureAuthSecret(file);
    expect(process.env.NEXTAUTH_SECRET).toBe(first);
  });
});
