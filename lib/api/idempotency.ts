import 'server-only';
import { createHash, type Hash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { changedRows, transaction, type Db, type WriteScope } from '@/db/client';
import { driverValue, preparedAtCommit, preparedQuery, updateById } from '@/db/prepared';
import { idempotencyRecords } from '@/db/schema';
import { ApiError } from './errors';
import type { Principal } from './principal';

export const RETENTION_MS = 24 * 3600 * 1000;
/**
 * Expired records are deleted at most this often per connection. The DELETE takes the write lock even
 * when nothing has expired, and costs several times an insert: once per request it was a fourth write on
 * every idempotent request. An expired record not yet deleted counts as absent.
 */
const PURGE_EVERY_MS = 60_000;
const lastPurge = new WeakMap<Db, number>();

// Prepared once per connection: every idempotent write runs all three, and Drizzle otherwise builds and
// prepares each one again, which costs more than running them. The claim is the unique key (principal,
// key): of two requests with one key, on either database, exactly one insert adds the row.
const claimStatement = preparedQuery('idempotency_claim', (db) =>
  db
    .insert(idempotencyRecords)
    .values({ principal: driverValue('principal'), key: driverValue('key'), requestHash: driverValue('requestHash'), createdAt: driverValue('createdAt') })
    .onConflictDoNothing()
    .returning({ id: idempotencyRecords.id }),
);
// Nothing in the write reads the mark back: on PostgreSQL it goes with the COMMIT (preparedAtCommit).
const setCommitted = preparedAtCommit('idempotency_committed', (db) =>
  db.update(idempotencyRecords).set({ committedAt: driverValue('committedAt') }).where(eq(idempotencyRecords.id, sql.placeholder('id'))),
);
const setAnswer = updateById(idempotencyRecords, ['statusCode', 'responseBody']);
/**
 * The scope of the claim, the takeover, the answer and the release (WriteScope in db/client.ts): each is
 * one statement that decides on its own, the claim against the unique key, the others by id with their
 * WHERE checking again what the takeover read, so they need no key.
 */
const ONE_STATEMENT: WriteScope = { locks: [] };
/**
 * The purge's: a DELETE of many rows, which two machines purging at once could lock in different orders
 * (a deadlock); one purge at a time keeps them apart. The claims, single rows, never wait for it.
 */
const PURGE: WriteScope = { locks: ['idempotency:purge'] };
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 25;
/**
 * A claim still without an answer after this long belongs to a request that will never answer: its
 * process died (a crash, a kill). No live request takes this long: writers wait at most 5 s for the lock.
 */
export const CLAIM_LEASE_MS = 30_000;

export interface StoredAnswer {
  status: number;
  body: string;
}

export type IdempotencyStart = { replay: StoredAnswer } | { recordId: number };

/** Deletes the records past their retention at `now`: all of them, or only record `id`. */
async function deleteExpired(db: Db, now: number, id?: number): Promise<void> {
  const expired = lt(idempotencyRecords.createdAt, now - RETENTION_MS);
  await transaction(db, (tx) => tx.delete(idempotencyRecords).where(id === undefined ? expired : and(eq(idempotencyRecords.id, id), expired)), PURGE);
}

/**
 * Whose namespace an Idempotency-Key lives in. A guest's principal key is the client IP (so that a new
 * cookie buys no new rate-limit allowance), but two applicants behind one address must not replay each
 * other's answers: a guest's keys belong to its guest session.
 */
export function idempotencyOwner(principal: Principal): string {
  return principal.kind === 'guest' ? `guest:${principal.guestId}` : principal.key;
}

/**
 * The request as a hash of its method, path and body in canonical JSON (object keys sorted at every
 * depth, array order kept): a retry whose serializer orders the keys differently is the same request.
 * The body is fed to the hash piece by piece, so a large import is not serialized a second time whole.
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  const hash = createHash('sha256').update(`${method} ${path}\n`);
  updateCanonical(hash, body ?? null);
  return hash.digest('hex');
}

/** Writes `value` into `hash` as canonical JSON: what JSON.stringify would give with every object's keys sorted. */
function updateCanonical(hash: Hash, value: unknown): void {
  if (Array.isArray(value)) {
    hash.update('[');
    value.forEach((item, i) => {
      if (i > 0) hash.update(',');
      // As JSON.stringify: a missing array item is null.
      updateCanonical(hash, item === undefined ? null : item);
    });
    hash.update(']');
  } else if (value !== null && typeof value === 'object') {
    hash.update('{');
    let first = true;
    for (const key of Object.keys(value).sort()) {
      const item: unknown = (value as Record<string, unknown>)[key];
      if (item === undefined) continue;
      hash.update(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      updateCanonical(hash, item);
    }
    hash.update('}');
  } else {
    hash.update(JSON.stringify(value) ?? 'null');
  }
}

export function validIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= 255 && /^[\x21-\x7e]+$/.test(key);
}

/**
 * Claims `key` for this principal, or finds the answer of the first request that claimed it. A second
 * request arriving while the first still runs waits for that answer rather than writing again. A claim
 * left by a request that died is taken over once its lease ends, unless that request's write committed
 * (then its answer is lost and running it again would write twice: the retry is told so).
 */
export async function startIdempotent(db: Db, principal: string, key: string, fingerprint: string): Promise<IdempotencyStart> {
  const now = Date.now();
  if (now - (lastPurge.get(db) ?? 0) >= PURGE_EVERY_MS) {
    lastPurge.set(db, now);
    await deleteExpired(db, now);
  }
  // Every write of this process goes through transaction(), which queues it behind another request's
  // open write on SQLite instead of blocking the event loop on the lock (db/client.ts).
  const [inserted] = await transaction(db, (tx) => claimStatement(tx).execute({ principal, key, requestHash: fingerprint, createdAt: now }), ONE_STATEMENT);
  if (inserted) return { recordId: inserted.id };

  const deadline = now + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [existing] = await db
      .select()
      .from(idempotencyRecords)
      .where(and(eq(idempotencyRecords.principal, principal), eq(idempotencyRecords.key, key)));
    if (!existing) return startIdempotent(db, principal, key, fingerprint);
    if (existing.createdAt < Date.now() - RETENTION_MS) {
      // Expired but not purged yet: gone, as if the purge had run (only this record, and only if still expired).
      await deleteExpired(db, Date.now(), existing.id);
      continue;
    }
    if (existing.requestHash !== fingerprint) {
      throw new ApiError('validation_failed', 'This Idempotency-Key was already used with a different request.', {
        errors: [{ path: 'Idempotency-Key', message: 'Reused with a different request body' }],
      });
    }
    if (existing.statusCode !== null && existing.responseBody !== null) {
      return { replay: { status: existing.statusCode, body: existing.responseBody } };
    }
    if (existing.createdAt < Date.now() - CLAIM_LEASE_MS) {
      if (existing.committedAt !== null) {
        throw new ApiError('conflict_state', 'The first request with this Idempotency-Key was carried out, but the server stopped before storing its answer; look the result up instead of retrying.', {
          extra: { idempotency: 'answer_lost' },
        });
      }
      const taken = changedRows(
        await transaction(
          db,
          (tx) =>
            tx
              .update(idempotencyRecords)
              .set({ createdAt: Date.now() })
              .where(and(eq(idempotencyRecords.id, existing.id), eq(idempotencyRecords.createdAt, existing.createdAt), isNull(idempotencyRecords.statusCode), isNull(idempotencyRecords.committedAt))),
          ONE_STATEMENT,
        ),
      );
      if (taken) return { recordId: existing.id };
      continue;
    }
    if (Date.now() > deadline) {
      throw new ApiError('conflict_state', 'A request with this Idempotency-Key is still being processed; retry later.', { extra: { idempotency: 'in_progress' } });
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * Inside the write's transaction: from now on the claim's request must never run again. `db` is the
 * transaction's `tx`, so the statement is part of that transaction.
 */
export async function markIdempotentCommitted(db: Db, recordId: number): Promise<void> {
  await setCommitted(db, { id: recordId, committedAt: Date.now() });
}

/** Stores the answer for retries (a write of its own, queued as every write is: see startIdempotent). */
export async function finishIdempotent(db: Db, recordId: number, answer: StoredAnswer): Promise<void> {
  await transaction(db, (tx) => setAnswer(tx, recordId, { statusCode: answer.status, responseBody: answer.body }), ONE_STATEMENT);
}

/** Releases the key after a failure that wrote nothing, so that a retry can run. */
export async function abandonIdempotent(db: Db, recordId: number): Promise<void> {
  await transaction(db, (tx) => tx.delete(idempotencyRecords).where(eq(idempotencyRecords.id, recordId)), ONE_STATEMENT);
}
