import 'server-only';
import { sql } from 'drizzle-orm';
import { transaction, type Db } from '@/db/client';
import { preparedAtCommit } from '@/db/prepared';
import { auditLog } from '@/db/schema';
import { nowIso } from '@/lib/time';

// A type, not an interface: the prepared insert takes it as a record of named values.
export type AuditEntry = {
  actor: string;
  actorType: 'user' | 'system' | 'guest';
  action: string;
  target: string | null;
  requestId: string;
  ip: string | null;
};

// Every write adds a row, so the statement is prepared once per connection rather than built each time;
// nothing reads it back in the write, so on PostgreSQL it goes with the COMMIT (preparedAtCommit).
const insertAudit = preparedAtCommit('insert_audit', (db) =>
  db.insert(auditLog).values({
    actor: sql.placeholder('actor'),
    actorType: sql.placeholder('actorType'),
    action: sql.placeholder('action'),
    target: sql.placeholder('target'),
    requestId: sql.placeholder('requestId'),
    ip: sql.placeholder('ip'),
    at: sql.placeholder('at'),
  }),
);

/** Adds an audit row; inside a write, `db` is the write's `tx`, so the row is part of that transaction. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAudit(db, { ...entry, at: nowIso() });
}

/** How long a read audit may wait for others before they are written together. */
export const READ_AUDIT_WINDOW_MS = 50;
/** A batch this large is written at once rather than at the end of the window. */
const READ_AUDIT_BATCH = 500;

/**
 * The read audits waiting, kept on globalThis: server.ts loads this module on its own while the route
 * handlers run Next.js's bundled copy, and the flush at shutdown must write the rows the handlers queued.
 */
interface PendingReadAudits {
  rows: Map<Db, (AuditEntry & { at: string })[]>;
  waiting: number;
  timer?: NodeJS.Timeout;
  /** Flushes still writing: a flush waits for them too, so its caller finds every row written. */
  writing: Set<Promise<unknown>>;
}
const PENDING = Symbol.for('hr-recruitment.pending-read-audits');
const pending: PendingReadAudits = ((globalThis as { [PENDING]?: PendingReadAudits })[PENDING] ??= { rows: new Map(), waiting: 0, writing: new Set() });

/**
 * Writes every read audit waiting, one transaction per connection, and answers once they and those an
 * earlier flush (the window's timer, say) took are written: a shutdown then closes no connection under
 * a flush, and a count of audit rows afterwards finds them all.
 */
export async function flushReadAudits(): Promise<void> {
  clearTimeout(pending.timer);
  pending.timer = undefined;
  pending.waiting = 0;
  // Taken at once: the rows queued while these are written wait for the next flush.
  const batches = [...pending.rows];
  pending.rows.clear();
  const written = writeReadAudits(batches);
  pending.writing.add(written);
  try {
    await Promise.all(pending.writing);
  } finally {
    pending.writing.delete(written);
  }
}

async function writeReadAudits(batches: [Db, (AuditEntry & { at: string })[]][]): Promise<void> {
  await Promise.all(
    batches.map(([db, rows]) =>
      transaction(
        db,
        async (tx) => {
          // The prepared one-row insert, once a row (building a multi-row insert with Drizzle each time cost
          // more than it saved); on PostgreSQL they all go with the COMMIT, in one round trip.
          for (const row of rows) await insertAudit(tx, row);
        },
        // Inserts only: no key (WriteScope in db/client.ts).
        { locks: [] },
      ),
    ),
  );
}

/**
 * Audits a read (of someone else's payroll) without making the read a write transaction of its own:
 * the row, timed now, waits up to READ_AUDIT_WINDOW_MS for the others and all are written in one
 * transaction. A commit costs about ten times a row, so a commit per read (or per event-loop turn, one or
 * two reads under load) cost a fifth of the read; under load a window holds dozens of rows. The price: a
 * hard kill can lose the last window's read audits; a shutdown (server.ts) writes them, and writes keep
 * their audit rows in their own transaction.
 */
export function recordReadAudit(db: Db, entry: AuditEntry): void {
  const rows = pending.rows.get(db) ?? [];
  rows.push({ ...entry, at: nowIso() });
  pending.rows.set(db, rows);
  pending.waiting++;
  if (pending.waiting >= READ_AUDIT_BATCH) void flushReadAudits();
  else pending.timer ??= setTimeout(() => void flushReadAudits(), READ_AUDIT_WINDOW_MS);
}
