import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actor: text('actor').notNull(),
    actorType: text('actor_type', { enum: ['user', 'system', 'guest'] }).notNull(),
    action: text('action').notNull(),
    target: text('target'),
    requestId: text('request_id').notNull(),
    ip: text('ip'),
    at: text('at').notNull(),
  },
  // No secondary index: nothing in the product reads the log, and an index keyed by person or actor put a
  // random page into every write (docs/decisions.md, "Audit log").
);

export const idempotencyRecords = sqliteTable(
  'idempotency_records',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    principal: text('principal').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    // null while the first request is still running
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    // Set in the write's own transaction: the write is done even if the answer never got stored.
    committedAt: integer('committed_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('idempotency_principal_key_uq').on(t.principal, t.key), index('idempotency_created_idx').on(t.createdAt)],
);
