import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, lockPartway, openDatabase, readAfterCommit, transaction } from '@/db/client';
import { accounts, employees, sessions } from '@/db/schema';
import { startIdempotent } from '@/lib/api/idempotency';
import { startSession } from '@/lib/auth/sessions';

const designationOf = (username: string) =>
  getDb().select({ d: employees.designation }).from(employees).where(eq(employees.username, username)).get()?.d;

const rename = (username: string, designation: string) => (tx: ReturnType<typeof getDb>) =>
  tx.update(employees).set({ designation }).where(eq(employees.username, username)).run();

/** Lets other work (other requests' continuations) run, as an await on a database round trip would. */
const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

// SQLite's side of transaction(): the writer connection and the queue in this process. PostgreSQL's
// (pooled connections, the advisory lock) is tests/db/postgres-client.test.ts's.
describe.skipIf(process.env.TEST_DATABASE === 'postgres')('transaction(db, fn) on SQLite', () => {
  it('is never opened on a PostgreSQL URL taken for a file name', () => {
    expect(() => openDatabase('postgres://postgres@127.0.0.1:5432/hr')).toThrow(/PostgreSQL/);
    expect(fs.existsSync('postgres:')).toBe(false);
  });

  it('commits a synchronous fn before it returns, as a synchronous transaction would', async () => {
    const done = transaction(getDb(), rename('employee2', 'Sync Probe'));
    expect(designationOf('employee2')).toBe('Sync Probe');
    await done;
  });

  it('keeps an asynchronous fn’s writes out of other reads until it commits', async () => {
    const db = getDb();
    const before = designationOf('employee2');
    let readDuring: string | undefined;
    await transaction(db, async (tx) => {
      rename('employee2', 'Async Probe')(tx);
      await yieldToOthers();
      readDuring = designationOf('employee2');
      // The transaction itself sees its own write.
      expect(tx.select({ d: employees.designation }).from(employees).where(eq(employees.username, 'employee2')).get()?.d).toBe('Async Probe');
    });
    expect(readDuring).toBe(before);
    expect(designationOf('employee2')).toBe('Async Probe');
  });

  it('runs transactions started together one after another, in order, losing none', async () => {
    const db = getDb();
    const order: string[] = [];
    const step = (name: string) =>
      transaction(db, async (tx) => {
        order.push(`${name} begins`);
        await yieldToOthers();
        const current = tx.select({ d: employees.designation }).from(employees).where(eq(employees.username, 'employee')).get()?.d ?? '';
        await yieldToOthers();
        rename('employee', `${current}+${name}`)(tx);
        order.push(`${name} ends`);
      });
    rename('employee', 'Count')(db);
    await Promise.all([step('a'), step('b'), transaction(db, rename('employee2', 'Queued Sync')), step('c')]);
    expect(designationOf('employee')).toBe('Count+a+b+c');
    expect(order).toEqual(['a begins', 'a ends', 'b begins', 'b ends', 'c begins', 'c ends']);
    expect(designationOf('employee2')).toBe('Queued Sync');
  });

  it('reads after the COMMIT (readAfterCommit) on the reading connection, once asked, and only what was committed', async () => {
    const db = getDb();
    let handle: unknown;
    const read = await transaction(db, (tx) => {
      rename('employee2', 'After Commit Probe')(tx);
      return readAfterCommit(tx, async (reader) => {
        handle = reader;
        return reader.select({ d: employees.designation }).from(employees).where(eq(employees.username, 'employee2')).get()?.d;
      });
    });
    expect(handle).toBeUndefined();
    expect(await read()).toBe('After Commit Probe');
    expect(handle).toBe(db);
  });

  it('rolls everything back when fn throws, and the next transaction runs', async () => {
    const db = getDb();
    rename('employee2', 'Kept')(db);
    await expect(
      transaction(db, async (tx) => {
        rename('employee2', 'Rolled Back')(tx);
        await yieldToOthers();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(designationOf('employee2')).toBe('Kept');
    await expect(
      transaction(db, () => {
        throw new Error('sync refusal');
      }),
    ).rejects.toThrow('sync refusal');
    await transaction(db, rename('employee2', 'After'));
    expect(designationOf('employee2')).toBe('After');
  });

  it('joins a transaction started inside fn, so an outer rollback undoes both', async () => {
    const db = getDb();
    rename('employee2', 'Outer Before')(db);
    await expect(
      transaction(db, async (tx) => {
        await transaction(db, rename('employee2', 'Inner'));
        expect(tx.select({ d: employees.designation }).from(employees).where(eq(employees.username, 'employee2')).get()?.d).toBe('Inner');
        throw new Error('outer refuses');
      }),
    ).rejects.toThrow('outer refuses');
    expect(designationOf('employee2')).toBe('Outer Before');
  });

  it('queues the writes requests make outside their own write (sign-in, idempotency) behind an open one', async () => {
    const db = getDb();
    const [account] = await db.select({ id: accounts.id }).from(accounts).limit(1);
    const started = performance.now();
    let sessionId = '';
    await Promise.all([
      transaction(db, async (tx) => {
        rename('employee2', 'Held Open')(tx);
        // Another request signs in and claims an Idempotency-Key while this write waits on something.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }),
      (async () => {
        await yieldToOthers();
        sessionId = await startSession(db, account?.id ?? 0);
        await startIdempotent(db, 'key:queued', 'queued-key', 'fingerprint');
      })(),
    ]);
    // Written, and soon: SQLite's lock was never waited on (that blocks the event loop for 5 s and fails).
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId))).toHaveLength(1);
    expect(designationOf('employee2')).toBe('Held Open');
  });
});


// Both databases: a scope is checked on SQLite too, so a nesting PostgreSQL would refuse fails here first.
describe('a transaction started inside a scoped one', () => {
  const renamed = (designation: string) => (tx: ReturnType<typeof getDb>) => tx.update(employees).set({ designation }).where(eq(employees.username, 'employee2'));

  it('joins it when the outer one holds every key it needs, or has no scope', async () => {
    const db = getDb();
    await transaction(
      db,
      async (tx) => {
        await transaction(tx, renamed('Inner Same Key'), { locks: ['test:a'] });
        await transaction(db, renamed('Inner No Key'), { locks: [] });
      },
      { locks: ['test:a', 'test:b'] },
    );
    await transaction(db, (tx) => transaction(tx, renamed('Inner Of Unscoped'), { locks: ['test:c'] }));
    const [row] = await db.select({ d: employees.designation }).from(employees).where(eq(employees.username, 'employee2'));
    expect(row?.d).toBe('Inner Of Unscoped');
  });

  it('joins it when it needs a key the outer one took partway (lockPartway)', async () => {
    const db = getDb();
    await transaction(
      db,
      async (tx) => {
        await renamed('Before The Key')(tx);
        lockPartway(tx, { locks: ['test:found'] });
        await transaction(tx, renamed('Under The Key Found'), { locks: ['test:found', 'test:a'] });
      },
      { locks: ['test:a'] },
    );
    // A transaction without a scope holds every key already.
    await transaction(db, (tx) => {
      lockPartway(tx, { locks: ['test:found'] });
      return transaction(tx, renamed('Unscoped Outer'), { locks: ['test:found'] });
    });
    const [row] = await db.select({ d: employees.designation }).from(employees).where(eq(employees.username, 'employee2'));
    expect(row?.d).toBe('Unscoped Outer');
    expect(() => lockPartway(db, { locks: ['test:found'] })).toThrow(/write transaction open/);
  });

  it.each([
    ['a key the outer one does not hold', { locks: ['test:b'] }, /needing \[test:b\]/],
    ['no scope, so every other write excluded', undefined, /without a scope/],
  ])('is refused when it needs %s, and the outer one rolls back', async (_, inner, message) => {
    const db = getDb();
    const [before] = await db.select({ d: employees.designation }).from(employees).where(eq(employees.username, 'employee2'));
    await expect(
      transaction(
        db,
        async (tx) => {
          await renamed('Outer Write')(tx);
          await transaction(tx, renamed('Inner Write'), inner);
        },
        { locks: ['test:a'] },
      ),
    ).rejects.toThrow(message);
    const [after] = await db.select({ d: employees.designation }).from(employees).where(eq(employees.username, 'employee2'));
    expect(after?.d).toBe(before?.d);
  });
});
