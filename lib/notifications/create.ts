import 'server-only';
import { sql } from 'drizzle-orm';
import { isPostgres, type Db } from '@/db/client';
import { driverValue, preparedAtCommit, preparedQuery } from '@/db/prepared';
import { notifications, webhookDeliveries } from '@/db/schema';
import { nowIso } from '@/lib/time';
import type { NotificationSource } from './constants';
import { notificationIdOf } from './ids';
import type { DesignComponent } from './schemas';
import { webhookConfig } from './webhook-config';

// A notification as its inserts bind it (see driverValue).
const notificationColumns = {
  recipientId: driverValue('recipientId'),
  messageType: driverValue('messageType'),
  components: driverValue('components'),
  source: driverValue('source'),
  status: 'queued' as const,
  emailId: driverValue('emailId'),
  organizationId: driverValue('organizationId'),
  createdBy: driverValue('createdBy'),
  createdAt: driverValue('createdAt'),
};
const deliveryColumns = { status: 'pending' as const, nextAttemptAt: driverValue('nextAttemptAt'), createdAt: driverValue('createdAt') };

// Prepared once per connection: the bot may send hundreds a second.
const insertNotification = preparedQuery('notification_insert', (db) => db.insert(notifications).values(notificationColumns).returning({ id: notifications.id }));
const insertDelivery = preparedQuery('webhook_delivery_insert', (db) =>
  db.insert(webhookDeliveries).values({ ...deliveryColumns, notificationId: driverValue('notificationId') }),
);
// A notice the write does not answer with goes with the COMMIT on PostgreSQL, and its delivery names
// the notification just inserted on the same connection.
const insertNotice = preparedAtCommit('notice_insert', (db) => db.insert(notifications).values(notificationColumns));
const insertNoticeDelivery = preparedAtCommit('notice_delivery_insert', (db) =>
  db.insert(webhookDeliveries).values({
    ...deliveryColumns,
    notificationId: isPostgres(db) ? sql<number>`currval(pg_get_serial_sequence('notifications', 'id'))` : sql<number>`last_insert_rowid()`,
  }),
);

export interface NewNotification {
  recipientId: number;
  messageType: string;
  components: DesignComponent[];
  source: NotificationSource;
  createdBy: string;
  emailId?: string;
  organizationId?: string;
}

/**
 * Queues a notification for the inbox and, when BOT_WEBHOOK_URL is set, for the webhook (the outbox row
 * is written in the same transaction, so a notification is never stored without its delivery). Call it
 * inside a write: it runs on `db`, the transaction's connection.
 */
export async function createNotification(db: Db, message: NewNotification): Promise<string> {
  const row = notificationRow(message);
  const [inserted] = await insertNotification(db).execute(row);
  const { id } = inserted!;
  if (webhookConfig()) await insertDelivery(db).execute({ notificationId: id, nextAttemptAt: Date.now(), createdAt: row.createdAt });
  return notificationIdOf(id);
}

/**
 * createNotification for a notice a write sends on the way (a decision's, a new application's), whose id
 * nobody needs: on PostgreSQL it goes with the write's COMMIT instead of a round trip of its own.
 */
export async function queueNotice(db: Db, message: NewNotification): Promise<void> {
  const row = notificationRow(message);
  await insertNotice(db, row);
  if (webhookConfig()) await insertNoticeDelivery(db, { nextAttemptAt: Date.now(), createdAt: row.createdAt });
}

function notificationRow(message: NewNotification) {
  return {
    recipientId: message.recipientId,
    messageType: message.messageType,
    components: JSON.stringify(message.components),
    source: message.source,
    emailId: message.emailId ?? null,
    organizationId: message.organizationId ?? null,
    createdBy: message.createdBy,
    createdAt: nowIso(),
  };
}
