import { pgTable, text, integer, bigint, index, uniqueIndex } from 'drizzle-orm/pg-core';

export const auditLog = pgTable('audit_log', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  actor: text('actor').notNull(),
  actorType: text('actor_type', { enum: ['user', 'system', 'guest'] }).notNull(),
  action: text('action').notNull(),
  target: text('target'),
  requestId: text('request_id').notNull(),
  ip: text('ip'),
  at: text('at').notNull(),
});

export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    principal: text('principal').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    committedAt: bigint('committed_at', { mode: 'number' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_principal_key_uq').on(t.principal, t.key), index('idempotency_created_idx').on(t.createdAt)],
);
