import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { DELIVERY_STATUSES, NOTIFICATION_SOURCES, NOTIFICATION_STATUSES } from './enums';
import { employees } from './employees';

/** A message for one person: from the bot endpoint or from an event (a leave decision, a referral move). */
export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => employees.id),
    messageType: text('message_type').notNull(),
    /** The design components, in order: [{label, type, value?}]. */
    components: text('components', { mode: 'json' }).$type<{ label: string; type: string; value?: string }[]>().notNull(),
    source: text('source', { enum: NOTIFICATION_SOURCES }).notNull(),
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('queued'),
    /** What the sender addressed (kept as sent): the e-mail and organisation code. */
    emailId: text('email_id'),
    organizationId: text('organization_id'),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    deliveredAt: text('delivered_at'),
    readAt: text('read_at'),
  },
  (t) => [index('notifications_inbox_idx').on(t.recipientId, t.id), index('notifications_unread_idx').on(t.recipientId, t.status)],
);

/** The outbox: one row per notification to post to BOT_WEBHOOK_URL, retried with backoff until sent or failed. */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Epoch milliseconds: when the next attempt is due. */
    nextAttemptAt: integer('next_attempt_at').notNull(),
    /** Epoch milliseconds: a worker holds the row until then, so no two workers post it at once. */
    claimedUntil: integer('claimed_until'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt), index('webhook_deliveries_notification_idx').on(t.notificationId)],
);
