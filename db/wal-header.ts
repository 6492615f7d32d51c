// Whether anything was committed to a WAL-mode database since the last look, for one pread instead of
// a statement. A statement opens a read transaction, which takes and releases file locks (several
// syscalls, the largest cost of a cached read); the wal-index header in the
// -shm file changes with every commit by any connection, as SQLite's own readers rely on
// (https://www.sqlite.org/walformat.html, "The WAL-Index Header"). Writers update its second copy,
// then its first (at offset 0), so the first copy changes only once a commit is visible to readers.
import 'server-only';
import fs from 'node:fs';
import type { Db } from './client';

const HEADER_BYTES = 48;
const shmFiles = new WeakMap<Db, number>();

/**
 * The first copy of the wal-index header of `db`'s file as it is now, or null when there is none to
 * read (an in-memory database, or no -shm file yet). Callers must read it before what it guards: a
 * commit in between then shows as a changed header next time, never as an unchanged one.
 */
export function walIndexHeader(db: Db): Buffer | null {
  if (db.$client.memory) return null;
  let fd = shmFiles.get(db);
  if (fd === undefined) {
    try {
      // Held for the connection's life: while it is open, SQLite never deletes or replaces the -shm file.
      fd = fs.openSync(`${db.$client.name}-shm`, 'r');
    } catch {
      return null;
    }
    shmFiles.set(db, fd);
  }
  const header = Buffer.allocUnsafe(HEADER_BYTES);
  return fs.readSync(fd, header, 0, HEADER_BYTES, 0) === HEADER_BYTES ? header : null;
}
