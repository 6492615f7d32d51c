import 'server-only';
import type { Db } from '@/db/client';
import { driverValue, preparedPerDb } from '@/db/prepared';
import { notifications, webhookDeliveries } from '@/db/schema';
import { nowIso } from '@/lib/time';
import type { NotificationSource } from './constants';
import { notificationIdOf } from './ids';
import type { DesignComponent } from './schemas';
import { webhookConfig } from './webhook-config';

// Prepared once per connection: the bot may send hundreds a second.
const statements = preparedPerDb((db) => ({
  notification: db
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
    .returning({ id: notifications.id })
    .prepare(),
  delivery: db
    .insert(webhookDeliveries)
    .values({ notificationId: driverValue('notificationId'), status: 'pending', nextAttemptAt: driverValue('nextAttemptAt'), createdAt: driverValue('createdAt') })
    .prepare(),
}));

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
export function createNotification(db: Db, message: NewNotification): string {
  const query = statements(db);
  const createdAt = nowIso();
  const { id } = query.notification.get({
    recipientId: message.recipientId,
    messageType: message.messageType,
    components: JSON.stringify(message.components),
    source: message.source,
    emailId: message.emailId ?? null,
    organizationId: message.organizationId ?? null,
    createdBy: message.createdBy,
    createdAt,
  })!;
  if (webhookConfig()) query.delivery.run({ notificationId: id, nextAttemptAt: Date.now(), createdAt });
  return notificationIdOf(id);
}
