// A write transaction kept open, holding its scope's keys (on PostgreSQL; SQLite's one write lock holds
// everything), to see which other writes wait for it.
import { sql } from 'drizzle-orm';
import { getDb, rawRows, transaction, type Db, type WriteScope } from '@/db/client';

/** A transaction on `handle` that has taken its locks and stays open until `release` is called; `done` settles once it has ended. */
export async function holdWrite(scope: WriteScope | undefined, handle: Db = getDb()): Promise<{ release: () => void; done: Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let began = () => {};
  const begun = new Promise<void>((resolve) => (began = resolve));
  const done = transaction(
    handle,
    async (tx) => {
      // The locks go with the first statement.
      await rawRows(tx, sql`SELECT 1`);
      began();
      await released;
    },
    scope,
  );
  await begun;
  return { release, done };
}

/** Whether `pending` is still unsettled after `ms` milliseconds. */
export async function stillWaiting(pending: Promise<unknown>, ms: number): Promise<boolean> {
  const waited = Symbol('waited');
  const first = await Promise.race([pending.then(() => null, () => null), new Promise((resolve) => setTimeout(() => resolve(waited), ms).unref())]);
  return first === waited;
}
