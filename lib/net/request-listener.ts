import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { NEXT_REWRITTEN_PATH_HEADER, NEXT_REWRITTEN_QUERY_HEADER, RSC_HEADER } from 'next/dist/client/components/app-router-headers.js';
import { problemResponse } from '@/lib/api/errors';
import { careerListKey } from '@/lib/jobs/career-list-key';
import { countsAsSecure, createForwardingFixer } from './forwarding';
import { matchesEtag } from './public-answer';
import { servingRawRequest } from './raw-request';
import { framableBySelf, securityHeaders } from './security-headers';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The methods the app serves somewhere; anything else (TRACE, PROPFIND, ...) is refused before Next.js. */
const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ALLOW = [...SERVED_METHODS].join(', ');

/** A Host header that can stand in a redirect's address: a name or IP address, an optional port, nothing else. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the production server (server.ts) runs for every request: the client's address and protocol are
 * fixed from the socket before Next.js sees them (./forwarding.ts), every answer gets the security
 * headers (./security-headers.ts), and what Next.js would answer with a 500 or an HTML page is answered
 * here: a method no route serves (405), a path that is not valid percent-encoded UTF-8 (400; Next.js
 * throws decoding it). Pages requested over plain HTTP where that is not secure are redirected to https
 * (308, which keeps the method and body); the API answers those itself with 426. For pages it also
 * serves the career list from its cached page, turns a cached page's matching If-None-Match into a 304
 * and marks shared cache lifetimes public. Then Next.js's handler runs with the Node.js request known
 * to the body readers (./raw-request.ts).
 */
export function requestListener(handle: Handler, options: { dev?: boolean; fixForwarding?: ReturnType<typeof createForwardingFixer> } = {}): Handler {
  const fixForwarding = options.fixForwarding ?? createForwardingFixer();
  const headersFor = securityHeaders({ dev: options.dev });
  return (req, res) => {
    const { clientIp, proto } = fixForwarding(req);
    const url = req.url ?? '/';
    const [path = url, ...rest] = url.split('?');
    const query = rest.join('?');
    const api = isApiPath(path);
    const framable = api && framableBySelf(path, query);
    for (const [name, value] of Object.entries(headersFor({ api, https: proto === 'https', framable }))) res.setHeader(name, value);

    const method = req.method ?? '';
    if (!SERVED_METHODS.has(method)) {
      return void refuse(res, api, 405, 'method_not_allowed', `${method} is not served here.`, { Allow: ALLOW });
    }
    if (!path.startsWith('/') || !decodable(path)) {
      return void refuse(res, api, 400, 'validation_failed', 'The path is malformed: it must start with / and be valid percent-encoded UTF-8.');
    }
    if (!api && !countsAsSecure(proto, clientIp)) {
      const host = req.headers.host ?? '';
      if (!HOST.test(host)) return void refuse(res, api, 400, 'validation_failed', 'The Host header is missing or malformed.');
      const text = 'This site is served over HTTPS only.\n';
      res.writeHead(308, { Location: `https://${host}${url}`, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
      return void res.end(text);
    }
    if (!api) {
      markSharedCachesPublic(res);
      answerNotModified(req, res);
    }
    if (path === '/careers') rewriteToCachedList(req, res, query);
    void servingRawRequest(req, () => handle(req, res));
  };
}

/**
 * Serves the career site's list from the page Next.js caches per list: /careers?location=BLR shows
 * /careers-list/{key} (lib/jobs/career-list-key.ts), the address bar unchanged. Done here rather than in
 * proxy.ts, whose run for every list request cost a third of the cached page's rate. A client-side
 * navigation (an RSC request) is told the rendered path, as Next.js tells it after its own rewrites, so
 * the router reads the page's params from it; its `_rsc` parameter goes along for Next.js's check.
 */
function rewriteToCachedList(req: IncomingMessage, res: ServerResponse, query: string): void {
  const search = new URLSearchParams(query);
  const target = `/careers-list/${careerListKey(search)}`;
  const rsc = search.get('_rsc');
  req.url = rsc === null ? target : `${target}?_rsc=${encodeURIComponent(rsc)}`;
  if (req.headers[RSC_HEADER] === '1') {
    res.setHeader(NEXT_REWRITTEN_PATH_HEADER, target);
    res.setHeader(NEXT_REWRITTEN_QUERY_HEADER, rsc === null ? '' : `_rsc=${encodeURIComponent(rsc)}`);
  }
}

/**
 * Answers 304 when If-None-Match names the ETag of the page about to be sent (the page cache handler
 * stores one with each page; next.config.mjs turns off Next.js's own, which hashed every page on every
 * request). Decided as the status line is written, after Next.js set the headers: Node.js then drops
 * the body, compressed or not.
 */
function answerNotModified(req: IncomingMessage, res: ServerResponse): void {
  const asked = req.headers['if-none-match'];
  if (!asked || (req.method !== 'GET' && req.method !== 'HEAD')) return;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const etag = res.getHeader('etag');
    if (status !== 200 || typeof etag !== 'string' || !matchesEtag(asked, etag)) return writeHead(status, ...rest);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'transfer-encoding']) res.removeHeader(name);
    return writeHead(304, ...rest);
  }) as typeof res.writeHead;
}

/**
 * Next.js sends a page from its cache with `s-maxage=N, stale-while-revalidate=M` alone; the career
 * site's contract says `public` too (the same for every visitor, no cookie), which some caches want
 * before they keep an answer to a request that carried a cookie or an Authorization header.
 */
function markSharedCachesPublic(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => {
    const shared = name.toLowerCase() === 'cache-control' && typeof value === 'string' && value.startsWith('s-maxage=');
    return setHeader(name, shared ? `public, ${value}` : value);
  };
}

/** API paths get a problem+json body like every other API error; pages a line of text. */
async function refuse(res: ServerResponse, api: boolean, status: number, code: string, detail: string, headers: Record<string, string> = {}): Promise<void> {
  if (!api) {
    const text = `${detail}\n`;
    res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
    res.end(text);
    return;
  }
  const problem = problemResponse({ status, code, detail, requestId: randomUUID(), headers });
  const body = await problem.text();
  res.writeHead(status, { ...Object.fromEntries(problem.headers), 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * KEEP_ALIVE_SECONDS: how long the server holds an idle keep-alive connection open, a whole number of
 * seconds (default 65). Node.js closes one after 5 s, and a client that sends its next request on it just
 * as it closes gets a reset: a load balancer, which holds idle connections to its targets for about 60 s,
 * answers its caller with a 502. Holding them longer than the load balancer does leaves the closing to it.
 */
export function keepAliveSeconds(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 65;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) throw new Error(`KEEP_ALIVE_SECONDS must be a whole number from 1 to 3600 (got ${JSON.stringify(raw)})`);
  return seconds;
}

/**
 * Lets a stopping server's connections go once they have answered. server.close() ends only the
 * connections idle at that moment; one whose request is still in flight would be kept alive after its
 * answer for KEEP_ALIVE_SECONDS, and the process with it. From now on every answer closes its connection
 * (`Connection: close`), and one already under way is closed a second after it is sent.
 */
export function stopKeepingAlive(server: Server): void {
  // Node.js reads this when an answer finishes (adding a second's margin); 0 would mean never.
  server.keepAliveTimeout = 1;
  // Ahead of the request listener, which may answer at once (a refused method or path).
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    res.shouldKeepAlive = false;
  });
}

/** What Node.js answers a client error with when a server has no 'clientError' listener. */
const NODE_DEFAULT_STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * The server's 'clientError' listener. Node.js's parser refuses a method it does not know (FOO, BREW)
 * before any request exists, and by default answers a bare 400: that one becomes a 405, problem+json on
 * API paths. Every other client error is answered as Node.js would.
 */
export async function clientErrorListener(err: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): Promise<void> {
  if (err.code === 'HPE_INVALID_METHOD' && socket.writable && (socket as Duplex & { bytesWritten?: number }).bytesWritten === 0) {
    const target = err.rawPacket?.toString('latin1').split(/[ \r\n]/)[1] ?? '';
    const api = isApiPath(target.split('?')[0] ?? '');
    const problem = problemResponse({ status: 405, code: 'method_not_allowed', detail: 'This method is not served here.', requestId: randomUUID() });
    const body = api ? await problem.text() : 'This method is not served here.\n';
    const headers: Record<string, string> = {
      ...(api ? Object.fromEntries(problem.headers) : { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }),
      ...securityHeaders()({ api, https: false }),
      Allow: ALLOW,
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    if (socket.writable) socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head}\r\n${body}`);
    return;
  }
  if (socket.writable && (socket as Duplex & { bytesWritten?: number }).bytesWritten === 0) {
    socket.write(`HTTP/1.1 ${NODE_DEFAULT_STATUS[err.code ?? ''] ?? '400 Bad Request'}\r\nConnection: close\r\n\r\n`);
  }
  socket.destroy();
}
