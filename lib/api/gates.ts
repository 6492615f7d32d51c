import 'server-only';
import type { ApiClient } from '@/lib/auth/api-clients';
import { cidrMatcher } from '@/lib/net/ip';
import { ApiError } from './errors';
import { consumeRateLimit, consumeWindowLimit } from './rate-limit';

/** What every 426 `https_required` carries (the API's and sign-in's): the protocol to upgrade to. */
export const HTTPS_UPGRADE_HEADERS: Readonly<Record<string, string>> = { Upgrade: 'TLS/1.3, HTTP/1.1', Connection: 'Upgrade' };

/** 426 with Upgrade unless the request came over HTTPS (see clientOf). */
export function requireHttps(secure: boolean): void {
  if (!secure) {
    throw new ApiError('https_required', 'This API must be called over HTTPS.', { headers: { ...HTTPS_UPGRADE_HEADERS } });
  }
}

/**
 * Counts one request for `key` and returns the RateLimit headers every answer carries; over the limit,
 * throws a 429 that carries them too, with Retry-After.
 */
export async function enforceRateLimit(key: string): Promise<Record<string, string>> {
  const { allowed, headers } = await consumeRateLimit(key);
  if (!allowed) throw new ApiError('rate_limited', 'Too many requests; retry after the time in Retry-After.', { headers });
  return headers;
}

/** 403 `ip_not_allowed` when a client with an IP allowlist calls from elsewhere. */
export function requireAllowedIp(client: ApiClient, ip: string): void {
  if (client.ipAllowlist.length > 0 && !cidrMatcher(client.ipAllowlist)(ip)) {
    throw new ApiError('ip_not_allowed', 'This client may not call the API from this IP address.');
  }
}

/** A whole number from the environment, or `fallback` when unset or not a positive integer. */
export function configuredLimit(variable: string, fallback: number): number {
  const value = Number(process.env[variable]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Anonymous career-site callers get an hourly budget per client IP for costly or stored actions
 * (parsing, applying), far below the general per-minute limit: 429 with Retry-After beyond it.
 */
export async function enforceHourlyGuestLimit(action: 'apply' | 'parse', ip: string): Promise<void> {
  const points = action === 'apply' ? configuredLimit('APPLY_LIMIT_PER_HOUR', 10) : configuredLimit('PARSE_LIMIT_PER_HOUR', 30);
  const retryAfter = await consumeWindowLimit(`guest-${action}`, ip, points, 3600);
  if (retryAfter !== null) {
    throw new ApiError('rate_limited', `At most ${points} ${action === 'apply' ? 'applications' : 'resume readings'} an hour from one address; try again later.`, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
}
