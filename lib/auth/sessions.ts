import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { changedRows, transaction, type Db, type DbOrTx, type WriteScope } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { versionedCache } from '@/db/versioned-cache';
import { accounts, employees, sessions } from '@/db/schema';

/** A positive number from the environment, or `fallback` when unset or not one. */
function setting(variable: string, fallback: number): number {
  const value = Number(process.env[variable]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** SESSION_MAX_HOURS (default 8): a session ends this long after sign-in, however busy. */
export function sessionMaxSeconds(): number {
  return Math.round(setting('SESSION_MAX_HOURS', 8) * 3600);
}

/** SESSION_IDLE_MINUTES (default 30): a session unused this long ends. */
function sessionIdleMs(): number {
  return setting('SESSION_IDLE_MINUTES', 30) * 60_000;
}

// Last-seen is written at most this often per session and process: idleness is measured in minutes,
// and a write per request would turn every read into a write.
const LAST_SEEN_STEP_MS = 60_000;

interface SessionRow {
  username: string;
  createdAt: number;
  lastSeenAt: number;
  endedAt: number | null;
}

const selectSession = preparedQuery('session_by_id', (db) =>
  db
    .select({ username: employees.username, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, endedAt: sessions.endedAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(employees, eq(employees.id, accounts.employeeId))
    .where(eq(sessions.id, sql.placeholder('id'))),
);

const touchSession = preparedQuery('session_touch', (db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.endedAt))),
);

async function sessionById(db: Db, id: string): Promise<SessionRow | null> {
  const [row] = await selectSession(db).execute({ id });
  return row ?? null;
}

// Kept until a session ends or is deleted (version triggers, migration 0022): ending one is seen by every
// process at its next request, while checking a live one costs a map lookup. Last-seen writes bump nothing.
const byId = versionedCache<SessionRow | null>(['sessions'], 20_000);

/**
 * The scope of the writes to one session (last seen, sign-out; WriteScope in db/client.ts): an update by
 * id whose WHERE checks that it has not ended, so nothing read can change under it.
 */
const ONE_SESSION: WriteScope = { locks: [] };
/**
 * A sign-in's: its sweep deletes many rows, which two sign-ins at once could lock in different orders (a
 * deadlock); one sweep at a time keeps them apart, and the writes to one session never wait for it.
 */
const SWEEP: WriteScope = { locks: ['sessions:sweep'] };

/** Starts a session for an account at sign-in and answers its id (the cookie's `sid`). */
export async function startSession(db: DbOrTx, accountId: number, now = Date.now()): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  // Sessions past their lifetime can never be used again: sign-ins sweep them so the table stays small.
  await transaction(
    db as Db,
    async (tx) => {
      await tx.delete(sessions).where(lt(sessions.createdAt, now - sessionMaxSeconds() * 1000));
      await tx.insert(sessions).values({ id, accountId, createdAt: now, lastSeenAt: now });
    },
    SWEEP,
  );
  return id;
}

/**
 * Whether the session `id`, presented by a cookie of `username`, may still be used: not ended, within its
 * lifetime and not idle too long. Marks it seen, in the database at most once a minute.
 */
export async function checkSession(db: Db, id: string, username: string, now = Date.now()): Promise<boolean> {
  const row = await byId(db, id, () => sessionById(db, id));
  if (!row || row.endedAt !== null || row.username !== username) return false;
  if (now - row.createdAt >= sessionMaxSeconds() * 1000) return false;
  if (now - row.lastSeenAt >= sessionIdleMs()) {
    // Another process may have seen it since this one cached it: ask the database before refusing.
    const fresh = await sessionById(db, id);
    if (!fresh || fresh.endedAt !== null || now - fresh.lastSeenAt >= sessionIdleMs()) return false;
    row.lastSeenAt = fresh.lastSeenAt;
  }
  if (now - row.lastSeenAt >= LAST_SEEN_STEP_MS) {
    await transaction(db, (tx) => touchSession(tx).execute({ id, now }), ONE_SESSION);
    row.lastSeenAt = now;
  }
  return true;
}

/** Ends one session (sign-out). */
export async function endSession(db: DbOrTx, id: string, now = Date.now()): Promise<void> {
  await transaction(
    db as Db,
    (tx) =>
      tx
        .update(sessions)
        .set({ endedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt))),
    ONE_SESSION,
  );
}

/** Ends every session of a person; null when nobody has an account by that username. */
export async function endSessionsOf(db: DbOrTx, username: string, now = Date.now()): Promise<number | null> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(employees, eq(employees.id, accounts.employeeId))
    .where(eq(employees.username, username.trim().toLowerCase()));
  if (!account) return null;
  return changedRows(
    await db
      .update(sessions)
      .set({ endedAt: now })
      .where(and(eq(sessions.accountId, account.id), isNull(sessions.endedAt))),
  );
}
