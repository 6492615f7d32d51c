import 'server-only';
import { subtle } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { storedFiles } from '@/db/schema';
import { nowIso } from '@/lib/time';

/**
 * The file's SHA-256 in hex. Web Crypto computes it on libuv's thread pool: a megabyte costs about a
 * millisecond of CPU, which the event loop spends on other requests meanwhile.
 */
export async function fileSha256(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await subtle.digest('SHA-256', bytes)).toString('hex');
}

/**
 * The lock keys of storing a file (WriteScope in db/client.ts), for a write with a scope that stores one:
 * none when the same bytes are stored already (a stored file is never deleted, so the write will find
 * it), else the file's key, so two writes storing the same new bytes at once keep one copy.
 */
export async function storedFileLocks(db: DbOrTx, file: { contentType: string; sha256: string }): Promise<string[]> {
  return (await storedFileId(db, file.contentType, file.sha256)) === undefined ? [`file:${file.sha256}`] : [];
}

async function storedFileId(db: DbOrTx, contentType: string, sha256: string): Promise<number | undefined> {
  const [existing] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.sha256, sha256), eq(storedFiles.contentType, contentType)))
    .limit(1);
  return existing?.id;
}

/**
 * Stores the bytes once: the same content (say, a resume sent again) reuses the stored row. Answers
 * the row id.
 */
export async function storeFile(tx: DbOrTx, bytes: Buffer, contentType: string, sha256: string): Promise<number> {
  const existing = await storedFileId(tx, contentType, sha256);
  if (existing !== undefined) return existing;
  const [stored] = await tx.insert(storedFiles).values({ sha256, contentType, size: bytes.length, bytes, createdAt: nowIso() }).returning({ id: storedFiles.id });
  return stored!.id;
}
