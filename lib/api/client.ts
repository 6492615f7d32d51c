import { countsAsSecure } from '@/lib/net/forwarding';

/**
 * The client's IP and whether the request came over HTTPS. The production entry (server.ts) has
 * already replaced any client-sent forwarding headers, so these are trustworthy here.
 */
export function clientOf(request: Request): { ip: string; secure: boolean } {
  const ip = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return { ip, secure: countsAsSecure(proto, ip) };
}
