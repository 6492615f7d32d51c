import type { DbOrTx } from '@/db/client';
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

export function recordAudit(db: DbOrTx, entry: AuditEntry): void {
  db.insert(auditLog).values({ ...entry, at: nowIso() }).run();
}
