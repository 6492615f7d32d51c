import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { idempotencyRecords } from '@/db/schema';
import { ApiError } from './errors';

const RETENTION_MS = 24 * 3600 * 1000;
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 25;

export interface StoredAnswer {
  status: number;
  body: string;
}

export type IdempotencyStart = { replay: StoredAnswer } | { recordId: number };

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

export function validIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= 255 && /^[\x21-\x7e]+$/.test(key);
}

/**
 * Claims `key` for this principal, or finds the answer of the first request that claimed it. A second
 * request arriving while the first still runs waits for that answer rather than writing again.
 */
export async function startIdempotent(db: Db, principal: string, key: string, fingerprint: string): Promise<IdempotencyStart> {
  const now = Date.now();
  db.delete(idempotencyRecords).where(lt(idempotencyRecords.createdAt, now - RETENTION_MS)).run();
  const inserted = db
    .insert(idempotencyRecords)
    .values({ principal, key, requestHash: fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyRecords.id })
    .get();
  if (inserted) return { recordId: inserted.id };

  const deadline = now + WAIT_FOR_FIRST_MS;
  for (;;) {
    const existing = db
      .select()
      .from(idempotencyRecords)
      .where(and(eq(idempotencyRecords.principal, principal), eq(idempotencyRecords.key, key)))
      .get();
    if (!existing) return startIdempotent(db, principal, key, fingerprint);
    if (existing.requestHash !== fingerprint) {
      throw new ApiError('validation_failed', 'This Idempotency-Key was already used with a different request.', {
        errors: [{ path: 'Idempotency-Key', message: 'Reused with a different request body' }],
      });
    }
    if (existing.statusCode !== null && existing.responseBody !== null) {
      return { replay: { status: existing.statusCode, body: existing.responseBody } };
    }
    if (Date.now() > deadline) {
      throw new ApiError('conflict_state', 'A request with this Idempotency-Key is still being processed; retry later.');
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

export function finishIdempotent(db: Db, recordId: number, answer: StoredAnswer): void {
  db.update(idempotencyRecords)
    .set({ statusCode: answer.status, responseBody: answer.body })
    .where(eq(idempotencyRecords.id, recordId))
    .run();
}

/** Releases the key after a failure that wrote nothing, so that a retry can run. */
export function abandonIdempotent(db: Db, recordId: number): void {
  db.delete(idempotencyRecords).where(eq(idempotencyRecords.id, recordId)).run();
}
