import 'server-only';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { changedRows, transaction, type Db } from '@/db/client';
import { employees, notifications, webhookDeliveries } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { nowIso } from '@/lib/time';
import { notificationIdOf, notificationRowId } from './ids';
import type { InboxItem, NotificationStatusResult } from './schemas';

export async function unreadCount(db: Db, recipientId: number): Promise<number> {
  const [unread] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.recipientId, recipientId), ne(notifications.status, 'read')));
  return unread?.n ?? 0;
}

/**
 * A person's notifications, newest first. Listing them is what puts them in front of the person, so
 * queued ones on the page become delivered (queued -> delivered -> read).
 */
export async function listInbox(
  db: Db,
  recipientId: number,
  page: { offset: number; limit: number; unreadOnly: boolean },
): Promise<{ items: InboxItem[]; total: number; unread: number }> {
  const where = and(eq(notifications.recipientId, recipientId), page.unreadOnly ? ne(notifications.status, 'read') : undefined);
  const rows = await db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(page.limit).offset(page.offset);
  const queued = rows.filter((r) => r.status === 'queued').map((r) => r.id);
  if (queued.length) {
    const deliveredAt = nowIso();
    // A write, though the request only reads: through the write connection, queued behind any write in progress.
    // Its WHERE checks the status again, so a notification read meanwhile stays read; the key keeps two
    // listings of one inbox from locking the same rows in different orders (WriteScope in db/client.ts).
    await transaction(
      db,
      async (tx) => {
        await tx.update(notifications).set({ status: 'delivered', deliveredAt }).where(and(inArray(notifications.id, queued), eq(notifications.status, 'queued')));
      },
      { locks: [`inbox:${recipientId}`] },
    );
    for (const row of rows) if (row.status === 'queued') Object.assign(row, { status: 'delivered', deliveredAt });
  }
  const [total] = await db.select({ n: count() }).from(notifications).where(where);
  const items = rows.map(
    (r): InboxItem => ({
      notificationId: notificationIdOf(r.id),
      messageType: r.messageType,
      components: r.components,
      source: r.source,
      status: r.status,
      from: r.createdBy,
      createdAt: r.createdAt,
      readAt: r.readAt,
    }),
  );
  return { items, total: total?.n ?? 0, unread: await unreadCount(db, recipientId) };
}

/** Marks some (by id) or all of a person's notifications read; ids that are not theirs are a 404. */
export async function markRead(db: Db, recipientId: number, ids: string[] | 'all'): Promise<number> {
  const readAt = nowIso();
  const mine = eq(notifications.recipientId, recipientId);
  if (ids === 'all') return changedRows(await db.update(notifications).set({ status: 'read', readAt }).where(and(mine, ne(notifications.status, 'read'))));
  const rowIds = ids.map(notificationRowId);
  const found = await db.select({ id: notifications.id }).from(notifications).where(and(mine, inArray(notifications.id, rowIds)));
  const missing = ids.filter((_, i) => !found.some((f) => f.id === rowIds[i]));
  if (missing.length) throw new ApiError('not_found', `No notification ${missing.join(', ')} in this inbox.`, { errors: missing.map((id) => ({ path: 'notificationIds', message: `No ${id}` })) });
  return changedRows(await db.update(notifications).set({ status: 'read', readAt }).where(and(mine, inArray(notifications.id, rowIds), ne(notifications.status, 'read'))));
}

/** A notification with its recipient and webhook delivery, for systems and hr_admin. */
export async function notificationStatus(db: Db, notificationId: string): Promise<NotificationStatusResult> {
  const id = notificationRowId(notificationId);
  const [found] = await db
    .select({ row: notifications, username: employees.username, name: employees.displayName, emailId: employees.workEmail })
    .from(notifications)
    .innerJoin(employees, eq(employees.id, notifications.recipientId))
    .where(eq(notifications.id, id));
  if (!found) throw new ApiError('not_found', `No notification ${notificationId}.`);
  const { row, ...who } = found;
  const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.notificationId, id)).limit(1);
  return {
    notificationId: notificationIdOf(row.id),
    status: row.status,
    messageType: row.messageType,
    recipient: who,
    source: row.source,
    createdAt: row.createdAt,
    deliveredAt: row.deliveredAt,
    readAt: row.readAt,
    webhook: delivery
      ? {
          status: delivery.status,
          attempts: delivery.attempts,
          lastStatus: delivery.lastStatus,
          lastError: delivery.lastError,
          sentAt: delivery.sentAt,
          nextAttemptAt: delivery.status === 'pending' ? new Date(delivery.nextAttemptAt).toISOString() : null,
        }
      : null,
  };
}
