// db/client.ts and db/prepared.ts on a real PostgreSQL (TEST_POSTGRES_URL, started by scripts/test.sh):
// migrations from several machines at once, write transactions that read first, and the portable
// building blocks the query functions use on both databases, and which write transactions wait for which.
import { randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changedRows, closeDatabase, isPostgres, lockPartway, migrate, openPostgres, rawRows, readAfterCommit, readTogether, transaction, type Db, type WriteScope } from '@/db/client';
import { preparedQuery, rowInsert, rowInsertAtCommit, updateById } from '@/db/prepared';
import { auditLog, businessUnits, idempotencyRecords, locations } from '@/db/schema';
import { versionedCache, withVersionSnapshot } from '@/db/versioned-cache';
import { holdWrite, stillWaiting } from '../helpers/held-write';
import { postgresRoundTrips } from '../helpers/round-trips';

const server = process.env.TEST_POSTGRES_URL;

describe.skipIf(!server)('the database layer on PostgreSQL (TEST_POSTGRES_URL)', () => {
  let admin: pg.Client;
  const name = `hr_client_${randomBytes(4).toString('hex')}`;
  const opened: Db[] = [];
  const open = (poolSize?: number) => {
    const url = new URL(server as string);
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString(), poolSize);
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

  it.each([
    ['without a scope', undefined],
    ['with one key', { locks: ['radius:BLR'] }],
  ])('runs writes that read first one at a time, across connections, losing none (%s)', async (_, scope?: WriteScope) => {
    const radius = async (handle: Db) => (await handle.select({ r: locations.geofenceRadiusMeters }).from(locations).where(eq(locations.code, 'BLR')))[0]?.r ?? -1;
    const other = open();
    const start = await radius(db);
    // Twenty read-then-write transactions from two "machines", each waiting between its read and its write.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transaction(
          i % 2 ? db : other,
          async (tx) => {
            const seen = await radius(tx);
            await new Promise((resolve) => setTimeout(resolve, 2));
            await tx.update(locations).set({ geofenceRadiusMeters: seen + 1 }).where(eq(locations.code, 'BLR'));
          },
          scope,
        ),
      ),
    );
    expect(await radius(db)).toBe(start + 20);
  });

  it('makes a write naming a key another took partway wait for it, at no round trip of its own', async () => {
    const key = `test:partway:${randomBytes(4).toString('hex')}`;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken = () => {};
    const isTaken = new Promise<void>((resolve) => (taken = resolve));
    const sent = vi.spyOn(pg.Client.prototype, 'query');
    const holder = transaction(
      db,
      async (tx) => {
        await rawRows(tx, sql`SELECT 1`);
        lockPartway(tx, { locks: [key] });
        await rawRows(tx, sql`SELECT 2`);
        taken();
        await released;
      },
      { locks: [] },
    );
    await isTaken;
    // The BEGIN with the first statement, the key with the second.
    expect(sent.mock.calls).toHaveLength(2);
    sent.mockRestore();
    const waiter = transaction(open(), (tx) => rawRows(tx, sql`SELECT 1`), { locks: [key] });
    expect(await stillWaiting(waiter, 300)).toBe(true);
    release();
    await Promise.all([holder, waiter]);
  });

  describe('the round trips of a write', () => {
    const radiusOf = (handle: Db) => handle.select({ r: locations.geofenceRadiusMeters }).from(locations).where(eq(locations.code, 'BLR'));
    const audit = { actor: 'test', actorType: 'system', action: 'test.round-trips', target: null, requestId: 'round-trips', ip: null, at: '2026-11-28T00:00:00.000Z' };
    const auditAtCommit = rowInsertAtCommit(auditLog);
    // Reads for readAfterCommit and readTogether.
    const radiusPrepared = preparedQuery('test_radius_after_commit', (handle) =>
      handle.select({ r: locations.geofenceRadiusMeters }).from(locations).where(eq(locations.code, sql.placeholder('code'))),
    );
    // Rows as arrays (Drizzle's select), as objects (rawRows), and a statement prepared on the connection.
    const readAll = async (handle: Db) => ({
      select: (await radiusOf(handle))[0]?.r,
      raw: (await rawRows<{ r: number; code: string }>(handle, sql`SELECT geofence_radius_m AS r, code FROM locations WHERE code = ${'BLR'}`))[0],
      prepared: (await radiusPrepared(handle).execute({ code: 'BLR' }))[0]?.r,
    });
    const readEach = (handle: Db) => {
      // Each query is sent before any is awaited.
      const [select, raw, prepared] = [radiusOf(handle), rawRows<{ r: number; code: string }>(handle, sql`SELECT geofence_radius_m AS r, code FROM locations WHERE code = ${'BLR'}`), radiusPrepared(handle).execute({ code: 'BLR' })];
      return Promise.all([select, raw, prepared]).then(([a, b, c]) => ({ select: a[0]?.r, raw: b[0], prepared: c[0]?.r }));
    };

    it('sends the BEGIN with the first statement and the rows never read back with the COMMIT', async () => {
      const { result, sent } = await postgresRoundTrips(() =>
        transaction(db, async (tx) => {
          const [before] = await radiusOf(tx);
          await tx.update(locations).set({ geofenceRadiusMeters: (before?.r ?? 0) + 1 }).where(eq(locations.code, 'BLR'));
          await auditAtCommit(tx, audit);
          return before?.r ?? 0;
        }),
      );
      expect(sent).toHaveLength(3);
      expect((await radiusOf(db))[0]?.r).toBe(result + 1);
      expect(await db.select().from(auditLog).where(eq(auditLog.requestId, 'round-trips'))).toHaveLength(1);
    });

    it('sends the BEGIN apart when the first statement’s values cannot be written in, and nothing for a write that sent nothing', async () => {
      const arrays = await postgresRoundTrips(() => transaction(db, (tx) => rawRows<{ n: number }>(tx, sql`SELECT cardinality(${sql.param(['a', 'b'])}::text[]) AS n`)));
      expect(arrays.result).toEqual([{ n: 2 }]);
      expect(arrays.sent).toHaveLength(3);
      expect(await postgresRoundTrips(() => transaction(db, () => 'nothing sent'))).toEqual({ result: 'nothing sent', sent: [] });
    });

    it('writes the first statement’s values in exactly, whatever they hold', async () => {
      // Quotes, backslashes (escapeLiteral's E'...'), a parameter's spelling and a statement's end.
      const awkward = `O'Brien \\ $1 $$ '; ROLLBACK; SELECT '`;
      const { result, sent } = await postgresRoundTrips(() => transaction(db, (tx) => rawRows<{ v: string; n: number }>(tx, sql`SELECT ${awkward}::text AS v, ${7}::int AS n`)));
      // The BEGIN with the statement, then the COMMIT.
      expect(sent).toHaveLength(2);
      expect(result).toEqual([{ v: awkward, n: 7 }]);
    });

    it('prepares a first statement once per connection, then executes it with each write’s values', async () => {
      const single = open(1);
      const firstOf = (tx: Db, code: string) =>
        rawRows<{ code: string; prepared: number }>(
          tx,
          sql`SELECT ${code}::text AS code, (SELECT count(*)::int FROM pg_prepared_statements WHERE name LIKE 'hr_prepared_%' AND statement LIKE '%AS code%') AS prepared`,
        );
      const answers = [];
      for (const code of ['BLR', `O'Hare`, 'DEL']) answers.push(await postgresRoundTrips(() => transaction(single, (tx) => firstOf(tx, code))));
      // One round trip with the BEGIN, one with the COMMIT; the statement is prepared by the first write and kept.
      expect(answers.map((each) => each.sent.length)).toEqual([2, 2, 2]);
      expect(answers.map((each) => each.result)).toEqual([
        [{ code: 'BLR', prepared: 1 }],
        [{ code: `O'Hare`, prepared: 1 }],
        [{ code: 'DEL', prepared: 1 }],
      ]);
    });

    it('prepares a row sent with the COMMIT once per connection', async () => {
      const single = open(1);
      const preparedAudits = (tx: Db) =>
        rawRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'hr_prepared_%' AND statement LIKE 'PREPARE % AS insert into "audit_log"%'`);
      const counts = [];
      for (const requestId of ['at-commit-1', 'at-commit-2', 'at-commit-3']) {
        counts.push(
          await transaction(single, async (tx) => {
            const [seen] = await preparedAudits(tx);
            await auditAtCommit(tx, { ...audit, requestId });
            return seen?.n;
          }),
        );
      }
      // Prepared by the first write's COMMIT message, then executed by the next two.
      expect(counts).toEqual([0, 1, 1]);
      expect(await db.select({ requestId: auditLog.requestId }).from(auditLog).where(like(auditLog.requestId, 'at-commit-%')).orderBy(auditLog.requestId)).toEqual([
        { requestId: 'at-commit-1' },
        { requestId: 'at-commit-2' },
        { requestId: 'at-commit-3' },
      ]);
    });

    it('prepares a first statement anew when the write that prepared it failed', async () => {
      const single = open(1);
      const divide = (by: number) => transaction(single, (tx) => rawRows<{ q: number }>(tx, sql`SELECT 84 / ${by}::int AS q`));
      // The PREPARE succeeds and the EXECUTE fails: were the name taken again, the next PREPARE would fail too.
      await expect(divide(0)).rejects.toMatchObject({ cause: { code: '22012' } });
      await expect(divide(0)).rejects.toMatchObject({ cause: { code: '22012' } });
      expect(await divide(2)).toEqual([{ q: 42 }]);
      expect(await divide(4)).toEqual([{ q: 21 }]);
    });

    describe('reads after the COMMIT (readAfterCommit)', () => {
      it('reads what the write wrote, in the COMMIT’s round trip, rows as arrays or objects, prepared once per connection', async () => {
        const single = open(1);
        for (const time of [1, 2]) {
          const { result, sent } = await postgresRoundTrips(() =>
            transaction(single, async (tx) => {
              const [before] = await radiusOf(tx);
              await tx.update(locations).set({ geofenceRadiusMeters: (before?.r ?? 0) + 1 }).where(eq(locations.code, 'BLR'));
              await auditAtCommit(tx, { ...audit, requestId: `after-commit-${time}` });
              return { before: before?.r ?? 0, after: readAfterCommit(tx, readEach) };
            }),
          );
          // The BEGIN with the first read; the update; the COMMIT with the audit row, then the reads.
          expect(sent, sent.join('\n')).toHaveLength(3);
          const r = result.before + 1;
          expect(await result.after()).toEqual({ select: r, raw: { r, code: 'BLR' }, prepared: r });
          expect(await readAll(db)).toEqual({ select: r, raw: { r, code: 'BLR' }, prepared: r });
        }
      });

      it('answers the reads of a write that wrote nothing, in one round trip', async () => {
        const { result, sent } = await postgresRoundTrips(() => transaction(db, (tx) => readAfterCommit(tx, readEach)));
        expect(sent).toHaveLength(1);
        const r = (await radiusOf(db))[0]?.r;
        expect(await result()).toEqual({ select: r, raw: { r, code: 'BLR' }, prepared: r });
      });

      it('rejects the read of a write that failed, before or at its COMMIT', async () => {
        let read: (() => Promise<unknown>) | undefined;
        const thrown = new Error('changed my mind');
        await expect(
          transaction(db, async (tx) => {
            await radiusOf(tx);
            read = readAfterCommit(tx, readEach);
            throw thrown;
          }),
        ).rejects.toBe(thrown);
        // Drizzle gives a query's failure as its cause.
        await expect(read?.()).rejects.toMatchObject({ cause: thrown });
        // A row sent with the COMMIT breaks a NOT NULL: the COMMIT fails, and the read with it.
        const failing = transaction(db, async (tx) => {
          await radiusOf(tx);
          await auditAtCommit(tx, { ...audit, actor: null as unknown as string });
          read = readAfterCommit(tx, readEach);
        });
        await expect(failing).rejects.toMatchObject({ code: '23502' });
        await expect(read?.()).rejects.toMatchObject({ cause: { code: '23502' } });
      });

      it('refuses a read that awaits one query before sending the next', async () => {
        const after = await transaction(db, async (tx) => {
          await radiusOf(tx);
          return readAfterCommit(tx, readAll);
        });
        await expect(after()).rejects.toMatchObject({ cause: { message: expect.stringMatching(/must send its queries before awaiting any/) } });
      });
    });

    describe('reads sent together (readTogether)', () => {
      it('sends the queries a read starts before awaiting any in one message on one connection, prepared once per connection', async () => {
        const single = open(1);
        const r = (await radiusOf(db))[0]?.r;
        for (const time of [1, 2]) {
          const { result, sent } = await postgresRoundTrips(() => readTogether(single, readEach));
          expect(sent, sent.join('\n')).toHaveLength(1);
          // The first read prepares each statement on the connection; the second only executes them.
          expect(sent[0]?.startsWith(time === 1 ? 'PREPARE' : 'EXECUTE'), sent[0]).toBe(true);
          expect(result).toEqual({ select: r, raw: { r, code: 'BLR' }, prepared: r });
        }
        // A read together inside another joins its message.
        const nested = await postgresRoundTrips(() => readTogether(single, (handle) => Promise.all([readTogether(handle, readEach), readEach(handle)])));
        expect(nested.sent, nested.sent.join('\n')).toHaveLength(1);
        expect(nested.result).toEqual([await readAll(db), await readAll(db)]);
      });

      it('sends a query started after an await, or whose values cannot be written in, on its own', async () => {
        const single = open(1);
        const r = (await radiusOf(db))[0]?.r;
        const awaited = await postgresRoundTrips(() => readTogether(single, readAll));
        expect(awaited.sent, awaited.sent.join('\n')).toHaveLength(3);
        expect(awaited.result).toEqual({ select: r, raw: { r, code: 'BLR' }, prepared: r });
        const withBytes = await postgresRoundTrips(() =>
          readTogether(single, (handle) => Promise.all([rawRows<{ n: number }>(handle, sql`SELECT octet_length(${Buffer.from('bytes')}::bytea) AS n`), radiusOf(handle)])),
        );
        expect(withBytes.sent, withBytes.sent.join('\n')).toHaveLength(2);
        expect(withBytes.result).toEqual([[{ n: 5 }], [{ r }]]);
      });

      it('rejects every read of a message that failed, and the connection goes on', async () => {
        const single = open(1);
        const failing = readTogether(single, (handle) => Promise.all([radiusOf(handle), rawRows(handle, sql`SELECT 1 / ${0}::int AS n`)]));
        await expect(failing).rejects.toMatchObject({ cause: { code: '22012' } });
        expect(await readTogether(single, readEach)).toEqual(await readAll(db));
      });

      it('reads on the open write itself inside a transaction', async () => {
        const { result, sent } = await postgresRoundTrips(() =>
          transaction(db, async (tx) => {
            const [before] = await radiusOf(tx);
            await tx.update(locations).set({ geofenceRadiusMeters: (before?.r ?? 0) + 1 }).where(eq(locations.code, 'BLR'));
            return { before: before?.r ?? 0, read: await readTogether(tx, readEach) };
          }),
        );
        const r = result.before + 1;
        expect(result.read).toEqual({ select: r, raw: { r, code: 'BLR' }, prepared: r });
        // The BEGIN with the first read; the update; each of the three reads; the COMMIT.
        expect(sent, sent.join('\n')).toHaveLength(6);
      });
    });

    it('rolls back a write whose first statement fails, and the connection goes on', async () => {
      const failing = transaction(db, (tx) => rawRows(tx, sql`SELECT 1 / ${0}::int`));
      await expect(failing).rejects.toMatchObject({ cause: { code: '22012' } }); // division by zero
      expect(await transaction(db, (tx) => rawRows<{ n: number }>(tx, sql`SELECT ${41}::int + 1 AS n`))).toEqual([{ n: 42 }]);
    });
  });

  describe('which writes wait for which', () => {
    /** A transaction on `handle` whose `ran` says whether it has got its locks (its first statement returns only then). */
    function started(handle: Db, scope?: WriteScope) {
      const state = { ran: false, done: Promise.resolve() };
      state.done = transaction(
        handle,
        async (tx) => {
          await rawRows(tx, sql`SELECT 1`);
          state.ran = true;
        },
        scope,
      );
      return state;
    }
    /** Settles when `n` advisory locks of this database are asked for and not granted: someone waits. */
    async function waiters(n: number): Promise<void> {
      for (let tries = 0; tries < 400; tries++) {
        const [row] = await rawRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        if ((row?.n ?? 0) >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`never ${n} waiting for an advisory lock`);
    }

    it('runs transactions with different keys, or none, side by side', async () => {
      const other = open();
      const first = await holdWrite({ locks: ['test:a'] }, db);
      // Each commits while the first is still open: were they waiting for it, they would never end.
      await transaction(other, (tx) => tx.update(locations).set({ state: 'Side' }).where(eq(locations.code, 'BLR')), { locks: ['test:b'] });
      await transaction(other, (tx) => tx.update(locations).set({ state: 'By side' }).where(eq(locations.code, 'BLR')), { locks: [] });
      expect((await db.select({ state: locations.state }).from(locations))[0]?.state).toBe('By side');
      first.release();
      await first.done;
    });

    it.each([
      ['one with the same key waits for it', { locks: ['test:k'] }, { locks: ['test:k', 'test:z'] }],
      ['one without a scope waits for a scoped one', { locks: [] }, undefined],
      ['a scoped one waits for one without a scope', undefined, { locks: [] }],
    ] satisfies [string, WriteScope | undefined, WriteScope | undefined][])('%s', async (_, holding, asking) => {
      const first = await holdWrite(holding, db);
      const second = started(open(), asking);
      await waiters(1);
      expect(second.ran).toBe(false);
      first.release();
      await first.done;
      await second.done;
      expect(second.ran).toBe(true);
    });

    it('lets a waiting transaction without a scope go before scoped ones that came after it', async () => {
      const first = await holdWrite({ locks: [] }, db);
      const exclusive = started(open(), undefined);
      await waiters(1);
      // Scoped ones may still run beside the first, but not overtake the one waiting: it would starve.
      const later = started(open(), { locks: [] });
      await waiters(2);
      expect([exclusive.ran, later.ran]).toEqual([false, false]);
      first.release();
      await Promise.all([first.done, exclusive.done, later.done]);
    });

    it('takes a transaction’s keys in one order, so two sharing them never wait for each other', async () => {
      // x is held; one transaction waits for x, then another asks for the same keys named the other
      // way round. Were they taken as named, the second would hold y and wait for x, which the first
      // gets next and then waits for y: a deadlock, which PostgreSQL breaks by failing one of them.
      const x = await holdWrite({ locks: ['test:x'] }, db);
      const first = started(open(), { locks: ['test:x', 'test:y'] });
      await waiters(1);
      const second = started(open(), { locks: ['test:y', 'test:x'] });
      await waiters(2);
      x.release();
      await Promise.all([x.done, first.done, second.done]);
      expect([first.ran, second.ran]).toEqual([true, true]);
    });
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
