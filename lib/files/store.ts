import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { lockPartway, type DbOrTx } from '@/db/client';
import { preparedQuery } from '@/db/prepared';
import { storedFiles } from '@/db/schema';
import { nowIso } from '@/lib/time';

/**
 * The file's SHA-256 in hex, on the event loop. Web Crypto would hash on libuv's thread pool, but it first
 * copies the bytes into a fresh buffer there, on the event loop: for a megabyte that copy cost as much as
 * hashing it here (the CPU's SHA instructions), and the pool's hashing came on top.
 */
export function fileSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Bytes a write stores: a resume or a profile picture, checked and hashed. */
interface FileBytes {
  bytes: Buffer;
  contentType: string;
  sha256: string;
}

const storedFileByHash = (db: DbOrTx) =>
  db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.sha256, sql.placeholder('sha256')), eq(storedFiles.contentType, sql.placeholder('contentType'))))
    .limit(1);

/**
 * The stored row of the bytes named by the placeholders `sha256` and `contentType`, as a column of the
 * statement a write opens with, so that finding them costs no round trip of its own: null when they are not
 * stored, or when no file is named (null matches nothing). The write hands what it found to storeFile.
 */
export function storedFileColumn(db: DbOrTx): SQL<number | null> {
  return sql<number | null>`(${storedFileByHash(db)})`;
}

// Prepared once per connection: asked by a write that stores bytes it did not find (storeFile).
const storedFileLookup = preparedQuery('stored_file_by_hash', storedFileByHash);

/**
 * Stores the bytes once, inside a write, and answers their row's id: the same content (say, a resume sent
 * again) reuses the stored row. `found` is the row the write found already (storedFileColumn); a stored file
 * is never deleted, so it holds. Otherwise the write takes the file's key partway (lockPartway) and looks
 * under it, so two writes storing the same new bytes at once keep one copy. No write takes another key
 * after that one, so taking it after the write's other keys cannot deadlock.
 */
export async function storeFile(tx: DbOrTx, file: FileBytes, found?: number | null): Promise<number> {
  if (found != null) return found;
  lockPartway(tx, { locks: [`file:${file.sha256}`] });
  const [existing] = await storedFileLookup(tx).execute({ sha256: file.sha256, contentType: file.contentType });
  if (existing) return existing.id;
  const [stored] = await tx
    .insert(storedFiles)
    .values({ sha256: file.sha256, contentType: file.contentType, size: file.bytes.length, bytes: file.bytes, createdAt: nowIso() })
    .returning({ id: storedFiles.id });
  return stored!.id;
}
