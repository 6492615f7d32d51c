import 'server-only';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { cidrMatcher, isLoopback, normaliseIp } from './ip';

/**
 * Headers by which Next.js once let a request skip middleware (CVE-2025-29927: `proxy:proxy:...`).
 * Next.js 16 no longer reads them, and no client or proxy has a reason to send them: dropped on arrival,
 * so that no future version can be talked into skipping proxy.ts either.
 */
const NEXT_INTERNAL_REQUEST_HEADERS = ['x-middleware-subrequest', 'x-middleware-subrequest-id'];

/**
 * Decides the client IP and protocol of a request before Next.js sees it, and writes them into
 * X-Forwarded-For / X-Forwarded-Proto (Next.js itself builds `request.url` from those). Values a client
 * sent are kept only when the socket peer is a proxy named in TRUST_PROXY; otherwise they are replaced
 * by what the socket says, so a client cannot fake an allowed IP or HTTPS. Also drops the headers above.
 */
export function createForwardingFixer(trustProxy = process.env.TRUST_PROXY ?? '') {
  const proxies = trustProxy
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const isTrustedProxy = proxies.length > 0 ? cidrMatcher(proxies) : () => false;

  return function fixForwarding(req: IncomingMessage): { clientIp: string; proto: 'http' | 'https' } {
    for (const name of NEXT_INTERNAL_REQUEST_HEADERS) delete req.headers[name];
    const peer = normaliseIp(req.socket.remoteAddress ?? '');
    const socketProto = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    let clientIp = peer;
    let proto: 'http' | 'https' = socketProto;
    if (isTrustedProxy(peer)) {
      // Walk X-Forwarded-For from the right, skipping our own proxies: the first other hop is the client.
      const hops = headerValues(req.headers['x-forwarded-for']);
      for (let i = hops.length - 1; i >= 0; i--) {
        const hop = normaliseIp(hops[i] ?? '');
        clientIp = hop;
        if (!isTrustedProxy(hop)) break;
      }
      const sentProto = headerValues(req.headers['x-forwarded-proto'])[0];
      if (sentProto === 'https' || sentProto === 'http') proto = sentProto;
    } else {
      delete req.headers['x-forwarded-host'];
      delete req.headers['x-forwarded-port'];
      delete req.headers['forwarded'];
    }
    req.headers['x-forwarded-for'] = clientIp;
    req.headers['x-forwarded-proto'] = proto;
    return { clientIp, proto };
  };
}

function headerValues(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Whether a request counts as secure: HTTPS, or plain HTTP from loopback when ALLOW_INSECURE_LOCALHOST=1
 * (the local demo and the tests). The API answers anything else 426 and pages redirect it to https.
 */
export function countsAsSecure(proto: string, clientIp: string): boolean {
  return proto === 'https' || (process.env.ALLOW_INSECURE_LOCALHOST === '1' && isLoopback(clientIp));
}
