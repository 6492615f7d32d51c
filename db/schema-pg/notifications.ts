import { pgTable, text, integer, bigint, jsonb, index } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, NOTIFICATION_SOURCES, NOTIFICATION_STATUSES } from '../schema/enums';
import { employees } from './employees';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => employees.id),
    messageType: text('message_type').notNull(),
    components: jsonb('components').$type<{ label: string; type: string; value?: string }[]>().notNull(),
    source: text('source', { enum: NOTIFICATION_SOURCES }).notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('queued'),
    emailId: text('email_id'),
    organizationId: text('organization_id'),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    deliveredAt: text('delivered_at'),
    readAt: text('read_at'),
  },
  (t) => [index('notifications_inbox_idx').on(t.recipientId, t.id), index('notifications_unread_idx').on(t.recipientId, t.status)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: bigint('next_attempt_at', { mode: 'number' }).notNull(),
    claimedUntil: bigint('claimed_until', { mode: 'number' }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt), index('webhook_deliveries_notification_idx').on(t.notificationId)],
);
