// The outbound webhook: a worker posts each pending outbox row to BOT_WEBHOOK_URL, signed, and retries
// with exponential backoff until a 2xx or the attempt limit. Rows live in the database, so deliveries
// resume after a restart; a row is claimed before it is posted and marked sent right after a 2xx, so no
// two workers post it at once and nothing is posted again once it succeeded.
import 'server-only';
import { createHmac } from 'node:crypto';
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '@/db/client';
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

function due(db: Db, now: number) {
  return db
    .select({ delivery: webhookDeliveries, notification: notifications, username: employees.username, emailId: employees.workEmail })
    .from(webhookDeliveries)
    .innerJoin(notifications, eq(notifications.id, webhookDeliveries.notificationId))
    .innerJoin(employees, eq(employees.id, notifications.recipientId))
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now), or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now))))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(BATCH)
    .all();
}

/** Posts every due delivery once; what became of them. */
export async function deliverDue(db: Db, config: WebhookConfig, post: Post = fetch, now = Date.now()): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
  for (const { delivery, notification, username, emailId } of due(db, now)) {
    const claimed = db
      .update(webhookDeliveries)
      .set({ claimedUntil: now + CLAIM_MS })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending'), or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now))))
      .run().changes;
    if (!claimed) continue;
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
      db.transaction((tx) => {
        tx.update(webhookDeliveries).set({ status: 'sent', attempts, lastStatus: status, lastError: null, sentAt: nowIso(), claimedUntil: null }).where(eq(webhookDeliveries.id, delivery.id)).run();
        tx.update(notifications).set({ status: 'delivered', deliveredAt: nowIso() }).where(and(eq(notifications.id, notification.id), eq(notifications.status, 'queued'))).run();
      });
      round.sent++;
      continue;
    }
    const failed = attempts >= config.maxAttempts;
    const delay = Math.min(config.baseDelayMs * 2 ** (attempts - 1), MAX_DELAY_MS);
    db.update(webhookDeliveries)
      .set({ status: failed ? 'failed' : 'pending', attempts, lastStatus: status, lastError: error.slice(0, 500), nextAttemptAt: now + delay, claimedUntil: null })
      .where(eq(webhookDeliveries.id, delivery.id))
      .run();
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
