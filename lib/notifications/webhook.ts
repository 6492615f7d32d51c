// The outbound webhook: a worker posts each pending outbox row to BOT_WEBHOOK_URL, signed, and retries
// with exponential backoff until a 2xx or the attempt limit. Rows live in the database, so deliveries
// resume after a restart; a round claims its rows before posting them and marks each sent right after a
// 2xx, so no two workers (processes or machines) post one row at once and nothing is posted again once it
// succeeded.
import 'server-only';
import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { isPostgres, transaction, type Db } from '@/db/client';
import { employees, notifications, webhookDeliveries } from '@/db/schema';
import { nowIso } from '@/lib/time';
import { notificationIdOf } from './ids';
import type { WebhookConfig } from './webhook-config';

const BATCH = 20;
const CLAIM_MS = 60_000;
const MAX_DELAY_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 10_000;

/** `sha256=<hex>` of `<timestamp>.<body>` with the shared secret: what a receiver recomputes to trust a call. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

type Post = (url: string, init: RequestInit) => Promise<Response>;

const isDue = (now: number) =>
  and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now), or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now)));

/** The ids of the next due rows, for a claim to take. */
function dueIds(db: Db, now: number) {
  const due = db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(isDue(now)).orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id)).limit(BATCH);
  // SQLite runs the claim under its database-wide write lock, so no other worker reads these rows before
  // it commits. PostgreSQL locks only the rows: another machine's claim skips them, rather than waiting
  // for them and then claiming them too, and takes the next due ones.
  if (!isPostgres(db)) return due;
  // At run time a PostgreSQL select, which has the locking clause SQLite's builder lacks.
  return (due as unknown as { for(strength: 'update', config: { skipLocked: boolean }): typeof due }).for('update', { skipLocked: true });
}

/**
 * Claims the next due rows for this worker until `now + CLAIM_MS`, in one statement (a transaction of
 * its own, which holds no lock while anything is awaited), and answers them with what their posts need.
 * A round that finds nothing due, most rounds, writes nothing.
 */
async function claimDue(db: Db, now: number) {
  const [anyDue] = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(isDue(now)).limit(1);
  if (!anyDue) return [];
  const claimed = await db
    .update(webhookDeliveries)
    .set({ claimedUntil: now + CLAIM_MS })
    .where(inArray(webhookDeliveries.id, dueIds(db, now)))
    .returning({ id: webhookDeliveries.id });
  if (!claimed.length) return [];
  return db
    .select({ delivery: webhookDeliveries, notification: notifications, username: employees.username, emailId: employees.workEmail })
    .from(webhookDeliveries)
    .innerJoin(notifications, eq(notifications.id, webhookDeliveries.notificationId))
    .innerJoin(employees, eq(employees.id, notifications.recipientId))
    .where(inArray(webhookDeliveries.id, claimed.map((row) => row.id)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id));
}

/** Posts every due delivery once; what became of them. */
export async function deliverDue(db: Db, config: WebhookConfig, post: Post = fetch, now = Date.now()): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
  for (const { delivery, notification, username, emailId } of await claimDue(db, now)) {
    const notificationId = notificationIdOf(notification.id);
    const body = JSON.stringify({
      notificationId,
      messageType: notification.messageType,
      recipient: { userId: username, emailId },
      components: notification.components,
      source: notification.source,
      createdAt: notification.createdAt,
    });
    const timestamp = String(Math.floor(now / 1000));
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await post(config.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Webhook-Id': notificationId, 'X-Webhook-Timestamp': timestamp, 'X-Webhook-Signature': webhookSignature(config.secret, timestamp, body) },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const attempts = delivery.attempts + 1;
    if (!error) {
      // Updates by id of the row this worker claimed and of its notification, whose WHERE checks the status
      // again: no key (WriteScope in db/client.ts).
      await transaction(
        db,
        async (tx) => {
          await tx.update(webhookDeliveries).set({ status: 'sent', attempts, lastStatus: status, lastError: null, sentAt: nowIso(), claimedUntil: null }).where(eq(webhookDeliveries.id, delivery.id));
          await tx.update(notifications).set({ status: 'delivered', deliveredAt: nowIso() }).where(and(eq(notifications.id, notification.id), eq(notifications.status, 'queued')));
        },
        { locks: [] },
      );
      round.sent++;
      continue;
    }
    const failed = attempts >= config.maxAttempts;
    const delay = Math.min(config.baseDelayMs * 2 ** (attempts - 1), MAX_DELAY_MS);
    await db
      .update(webhookDeliveries)
      .set({ status: failed ? 'failed' : 'pending', attempts, lastStatus: status, lastError: error.slice(0, 500), nextAttemptAt: now + delay, claimedUntil: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (failed) round.failed++;
    else round.retrying++;
  }
  return round;
}

/** Runs `deliverDue` every `intervalMs` (one round at a time) until the returned stop is called. */
export function startWebhookWorker(db: Db, config: WebhookConfig, intervalMs = 1000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDue(db, config)
      .catch((err: unknown) => console.error('webhook delivery failed:', err))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
