import 'server-only';
import { subtle } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { storedFiles } from '@/db/schema';
import { nowIso } from '@/lib/time';

/**
 * The file's SHA-256 in hex. Web Crypto computes it on libuv's thread pool: a megabyte costs about a
 * millisecond of CPU, which the event loop spends on other requests meanwhile.
 */
export async function fileSha256(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await subtle.digest('SHA-256', bytes)).toString('hex');
}

/** A file a write is about to store: its row when the bytes are stored already, and the write's lock keys. */
export interface FileToStore {
  storedId: number | undefined;
  /**
   * For a write with a scope (WriteScope in db/client.ts): none when the bytes are stored already (a
   * stored file is never deleted, so the write will find it), else the file's key, so two writes storing
   * the same new bytes at once keep one copy.
   */
  locks: string[];
}

/** Looks the file up before its write's transaction, which needs its lock keys first. */
export async function fileToStore(db: DbOrTx, file: { contentType: string; sha256: string }): Promise<FileToStore> {
  const storedId = await storedFileId(db, file.contentType, file.sha256);
  return { storedId, locks: storedId === undefined ? [`file:${file.sha256}`] : [] };
}

// Prepared once per connection: a write with a resume or a picture asks it before its transaction
// (fileToStore), and again in it only for bytes not stored yet (storeFile).
const storedFileByHash = preparedQuery('stored_file_by_hash', (db) =>
  db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.sha256, sql.placeholder('sha256')), eq(storedFiles.contentType, sql.placeholder('contentType'))))
    .limit(1),
);

async function storedFileId(db: DbOrTx, contentType: string, sha256: string): Promise<number | undefined> {
  const [existing] = await storedFileByHash(db).execute({ sha256, contentType });
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
