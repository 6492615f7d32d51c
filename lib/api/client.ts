import 'server-only';
import { countsAsSecure } from '@/lib/net/forwarding';

/**
 * The client's IP and whether the request came over HTTPS. The production entry (server.ts) has
 * already replaced any client-sent forwarding headers, so these are trustworthy here.
 */
export function clientOf(request: Request): { ip: string; secure: boolean } {
  const ip = forwardedClientIp(request.headers.get('x-forwarded-for'));
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return { ip, secure: countsAsSecure(proto, ip) };
}

/** The client IP out of the X-Forwarded-For that server.ts wrote (for code that sees headers, not a Request). */
export function forwardedClientIp(header: string | null | undefined): string {
  return header?.split(',')[0]?.trim() || 'unknown';
}
