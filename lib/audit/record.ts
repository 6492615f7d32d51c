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
