import type { ApiClient } from '@/lib/auth/api-clients';
import { cidrMatcher } from '@/lib/net/ip';
import { ApiError } from './errors';
import { consumeRateLimit } from './rate-limit';

/** 426 with Upgrade unless the request came over HTTPS (see clientOf). */
export function requireHttps(secure: boolean): void {
  if (!secure) {
    throw new ApiError('https_required', 'This API must be called over HTTPS.', {
      headers: { Upgrade: 'TLS/1.3, HTTP/1.1', Connection: 'Upgrade' },
    });
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
