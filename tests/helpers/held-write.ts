// A write transaction kept open on the test database, holding its scope's keys (on PostgreSQL; SQLite's
// one write lock holds everything), to see which other writes wait for it.
import { sql } from 'drizzle-orm';
import { getDb, rawRows, transaction, type WriteScope } from '@/db/client';

export async function holdWrite(scope: WriteScope): Promise<{ release: () => Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let began = () => {};
  const begun = new Promise<void>((resolve) => (began = resolve));
  const open = transaction(
    getDb(),
    async (tx) => {
      // A statement, so that the BEGIN and the keys go now.
      await rawRows(tx, sql`SELECT 1`);
      began();
      await released;
    },
    scope,
  );
  await begun;
  return {
    release: async () => {
      release();
      await open;
    },
  };
}

/** Whether `pending` is still unsettled after `ms` milliseconds. */
export async function stillWaiting(pending: Promise<unknown>, ms: number): Promise<boolean> {
  const waited = Symbol('waited');
  const first = await Promise.race([pending.then(() => null, () => null), new Promise((resolve) => setTimeout(() => resolve(waited), ms).unref())]);
  return first === waited;
}
