import 'server-only';
import type { Db } from '@/db/client';
import { driverValue, preparedQuery } from '@/db/prepared';
import { notifications, webhookDeliveries } from '@/db/schema';
import { nowIso } from '@/lib/time';
import type { NotificationSource } from './constants';
import { notificationIdOf } from './ids';
import type { DesignComponent } from './schemas';
import { webhookConfig } from './webhook-config';

// Prepared once per connection: the bot may send hundreds a second.
const insertNotification = preparedQuery('notification_insert', (db) =>
  db
    .insert(notifications)
    .values({
      recipientId: driverValue('recipientId'),
      messageType: driverValue('messageType'),
      components: driverValue('components'),
      source: driverValue('source'),
      status: 'queued',
      emailId: driverValue('emailId'),
      organizationId: driverValue('organizationId'),
      createdBy: driverValue('createdBy'),
      createdAt: driverValue('createdAt'),
    })
    .returning({ id: notifications.id }),
);
const insertDelivery = preparedQuery('webhook_delivery_insert', (db) =>
  db
    .insert(webhookDeliveries)
    .values({ notificationId: driverValue('notificationId'), status: 'pending', nextAttemptAt: driverValue('nextAttemptAt'), createdAt: driverValue('createdAt') }),
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
  const createdAt = nowIso();
  const [inserted] = await insertNotification(db).execute({
    recipientId: message.recipientId,
    messageType: message.messageType,
    components: JSON.stringify(message.components),
    source: message.source,
    emailId: message.emailId ?? null,
    organizationId: message.organizationId ?? null,
    createdBy: message.createdBy,
    createdAt,
  });
  const { id } = inserted!;
  if (webhookConfig()) await insertDelivery(db).execute({ notificationId: id, nextAttemptAt: Date.now(), createdAt });
  return notificationIdOf(id);
}
