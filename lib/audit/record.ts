import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { preparedPerDb } from '@/db/prepared';
import { auditLog } from '@/db/schema';
import { nowIso } from '@/lib/time';

export interface AuditEntry {
  actor: string;
  actorType: 'user' | 'system' | 'guest';
  action: string;
  target: string | null;
  requestId: string;
  ip: string | null;
}

// Every write adds a row, so the statement is prepared once per connection rather than built each time.
const insertAudit = preparedPerDb((db) =>
  db
    .insert(auditLog)
    .values({
      actor: sql.placeholder('actor'),
      actorType: sql.placeholder('actorType'),
      action: sql.placeholder('action'),
      target: sql.placeholder('target'),
      requestId: sql.placeholder('requestId'),
      ip: sql.placeholder('ip'),
      at: sql.placeholder('at'),
    })
    .prepare(),
);

/** Adds an audit row; inside a write, `db` is the same connection, so the row is part of that transaction. */
export function recordAudit(db: Db, entry: AuditEntry): void {
  insertAudit(db).run({ ...entry, at: nowIso() });
}

const readAudits = new Map<Db, (AuditEntry & { at: string })[]>();
let flushScheduled = false;

/** Writes every read audit waiting, one transaction per connection. */
export function flushReadAudits(): void {
  flushScheduled = false;
  for (const [db, rows] of readAudits) {
    readAudits.delete(db);
    db.transaction(() => {
      for (const row of rows) insertAudit(db).run({ ...row });
    });
  }
}

/**
 * Audits a read (of someone else's payroll) without making the read a write transaction of its own:
 * the row, timed now, is written with the others of the same event-loop turn right after the answers
 * go out, in one transaction. A commit per read cost a fifth of the read; the price is that a hard kill
 * can lose the last few milliseconds of read audits (writes keep theirs in their own transaction).
 */
export function recordReadAudit(db: Db, entry: AuditEntry): void {
  const rows = readAudits.get(db) ?? [];
  rows.push({ ...entry, at: nowIso() });
  readAudits.set(db, rows);
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flushReadAudits);
  }
}
