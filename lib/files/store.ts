import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { storedFiles } from '@/db/schema';
import { nowIso } from '@/lib/time';

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Stores the bytes once: the same content (say, a resume sent again) reuses the stored row. Answers
 * the row id.
 */
export function storeFile(tx: DbOrTx, bytes: Buffer, contentType: string, sha256 = sha256Hex(bytes)): number {
  const existing = tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.sha256, sha256), eq(storedFiles.contentType, contentType)))
    .get();
  if (existing) return existing.id;
  return tx
    .insert(storedFiles)
    .values({ sha256, contentType, size: bytes.length, bytes, createdAt: nowIso() })
    .returning({ id: storedFiles.id })
    .get().id;
}
