// db/client.ts and db/prepared.ts on a real PostgreSQL (TEST_POSTGRES_URL, started by scripts/test.sh):
// migrations from several machines at once, write transactions that read first, and the portable
// building blocks the query functions use on both databases.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedRows, closeDatabase, isPostgres, migrate, openPostgres, rawRows, transaction, type Db } from '@/db/client';
import { preparedQuery, rowInsert, updateById } from '@/db/prepared';
import { businessUnits, idempotencyRecords, locations } from '@/db/schema';
import { versionedCache, withVersionSnapshot } from '@/db/versioned-cache';

const server = process.env.TEST_POSTGRES_URL;

describe.skipIf(!server)('the database layer on PostgreSQL (TEST_POSTGRES_URL)', () => {
  let admin: pg.Client;
  const name = `hr_client_${randomBytes(4).toString('hex')}`;
  const opened: Db[] = [];
  const open = () => {
    const url = new URL(server as string);
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString());
    opened.push(db);
    return db;
  };
  let db: Db;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    // Three machines starting together: each migration is applied once, and all three start.
    const machines = [open(), open(), open()];
    await Promise.all(machines.map((machine) => migrate(machine)));
    db = machines[0] as Db;
    await db.insert(locations).values({ code: 'BLR', name: 'Bengaluru', city: 'Bengaluru', state: 'Karnataka', country: 'India', latitude: 12.97, longitude: 77.59, geofenceRadiusMeters: 0 });
  });

  afterAll(async () => {
    for (const each of opened) await closeDatabase(each);
    await admin?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin?.end();
  });

  it('applies every migration once when several processes migrate at once', async () => {
    const applied = await rawRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    const files = (await import('node:fs')).readdirSync('db/migrations-pg').filter((file) => file.endsWith('.sql'));
    expect(applied[0]?.n).toBe(files.length);
    expect(isPostgres(db)).toBe(true);
  });

  it('runs writes that read first one at a time, across connections, losing none', async () => {
    const radius = async (handle: Db) => (await handle.select({ r: locations.geofenceRadiusMeters }).from(locations).where(eq(locations.code, 'BLR')))[0]?.r ?? -1;
    const other = open();
    // Twenty read-then-write transactions from two "machines", each waiting between its read and its write.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transaction(i % 2 ? db : other, async (tx) => {
          const seen = await radius(tx);
          await new Promise((resolve) => setTimeout(resolve, 2));
          await tx.update(locations).set({ geofenceRadiusMeters: seen + 1 }).where(eq(locations.code, 'BLR'));
        }),
      ),
    );
    expect(await radius(db)).toBe(20);
  });

  it('rolls a failed transaction back and joins one started inside another', async () => {
    await expect(
      transaction(db, async (tx) => {
        await transaction(db, (inner) => inner.update(locations).set({ city: 'Inner' }).where(eq(locations.code, 'BLR')));
        expect((await tx.select({ city: locations.city }).from(locations))[0]?.city).toBe('Inner');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await db.select({ city: locations.city }).from(locations))[0]?.city).toBe('Bengaluru');
  });

  it('counts changed rows, and answers hand-written SQL with the values SQLite would give', async () => {
    expect(changedRows(await db.update(locations).set({ state: 'KA' }).where(eq(locations.code, 'BLR')))).toBe(1);
    expect(changedRows(await db.update(locations).set({ state: 'KA' }).where(eq(locations.code, 'NONE')))).toBe(0);
    const [row] = await rawRows<{ big: number; doc: string }>(db, sql`SELECT 9007199254740991::bigint AS big, '{"a":1}'::jsonb AS doc`);
    expect(row).toEqual({ big: 9007199254740991, doc: '{"a": 1}' });
  });

  it('prepares queries, inserts rows answering their ids and updates them by id', async () => {
    const insert = rowInsert(idempotencyRecords);
    const setAnswer = updateById(idempotencyRecords, ['statusCode', 'responseBody']);
    const first = await insert(db, { principal: 'p', key: 'k1', requestHash: 'h', createdAt: Date.now() });
    const second = await insert(db, { principal: 'p', key: 'k2', requestHash: 'h', createdAt: Date.now() });
    expect(second).toBe(first + 1);
    await setAnswer(db, first, { statusCode: 201, responseBody: '{}' });
    const byKey = preparedQuery('test_idempotency_by_key', (handle) =>
      handle.select({ status: idempotencyRecords.statusCode }).from(idempotencyRecords).where(eq(idempotencyRecords.key, sql.placeholder('key'))),
    );
    expect(await byKey(db).execute({ key: 'k1' })).toEqual([{ status: 201 }]);
    expect(await byKey(db).execute({ key: 'k2' })).toEqual([{ status: null }]);
  });

  it('keeps a cached value until another machine changes its table', async () => {
    const units = versionedCache<number>(['business_units']);
    let computed = 0;
    const count = () =>
      withVersionSnapshot(() =>
        units(db, 'all', async () => {
          computed++;
          return (await db.select().from(businessUnits)).length;
        }),
      );
    expect(await count()).toBe(0);
    expect(await count()).toBe(0);
    expect(computed).toBe(1);
    await open().insert(businessUnits).values({ orgUnitCode: 'TECH', name: 'Technology' });
    // Told by the commit's notification, which arrives once the other machine's commit is done.
    await expect.poll(count).toBe(1);
    expect(computed).toBe(2);
  });
});
