import 'server-only';
export interface WebhookConfig {
  url: string;
  /** Signs each body (HMAC-SHA256); empty means unsigned, which the receiver should refuse. */
  secret: string;
  /** Attempts before a delivery is marked failed (BOT_WEBHOOK_MAX_ATTEMPTS, default 6). */
  maxAttempts: number;
  /** The first retry's delay; each later one doubles it, up to an hour (BOT_WEBHOOK_BASE_DELAY_MS, default 2000). */
  baseDelayMs: number;
}

const positive = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The outbound webhook, when BOT_WEBHOOK_URL is set. */
export function webhookConfig(): WebhookConfig | undefined {
  const url = process.env.BOT_WEBHOOK_URL?.trim();
  if (!url) return undefined;
  return {
    url,
    secret: process.env.BOT_WEBHOOK_SECRET ?? '',
    maxAttempts: positive(process.env.BOT_WEBHOOK_MAX_ATTEMPTS, 6),
    baseDelayMs: positive(process.env.BOT_WEBHOOK_BASE_DELAY_MS, 2000),
  };
}
