import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readBodyText } from '@/lib/api/body';
import { createForwardingFixer } from '@/lib/net/forwarding';
import { clientErrorListener, keepAliveSeconds, requestListener, stopKeepingAlive } from '@/lib/net/request-listener';

let server: Server | undefined;
const insecureLocalhost = process.env.ALLOW_INSECURE_LOCALHOST;

afterEach(async () => {
  process.env.ALLOW_INSECURE_LOCALHOST = insecureLocalhost;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/**
 * Stands in for Next.js's handler: it reads the body of a web Request built over the same method and URL
 * (as Next.js hands a route handler), whose own stream says something else, and echoes what it saw.
 */
async function nextLikeHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const web = new Request(`http://localhost${req.url}`, { method: req.method, body: 'the web stream', duplex: 'half' } as RequestInit);
  const body = await readBodyText(web, 1024);
  res.end(JSON.stringify({ body, subrequest: req.headers['x-middleware-subrequest'] ?? null, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
}

/** As Next.js answers a page from its cache: a shared lifetime without `public`. */
function cachedPageLike(res: ServerResponse): void {
  res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=300');
  res.setHeader('ETag', 'W/"page-v1"');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end('next');
}

async function start(options: { trustProxy?: string } = {}): Promise<string> {
  const handler = (req: IncomingMessage, res: ServerResponse) => (req.method === 'POST' ? nextLikeHandler(req, res) : cachedPageLike(res));
  server = createServer(requestListener(handler, { fixForwarding: createForwardingFixer(options.trustProxy ?? '') }));
  server.on('clientError', (err, socket) => void clientErrorListener(err, socket));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

/** Sends a request as written, byte for byte: fetch would refuse or normalise these methods and paths. */
function raw(origin: string, requestLine: string, host: string | null = 'localhost'): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { port } = new URL(origin);
  const hostLine = host === null ? '' : `Host: ${host}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`${requestLine}\r\n${hostLine}Connection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('the production request listener', () => {
  it('lets route handlers read the body from the Node.js request, and fixes forwarding before the handler runs', async () => {
    process.env.ALLOW_INSECURE_LOCALHOST = '1';
    const origin = await start();
    const res = await fetch(`${origin}/api/v1/candidate?x=1`, {
      method: 'POST',
      body: 'the raw request',
      headers: { 'x-middleware-subrequest': 'middleware:middleware', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(await res.json()).toEqual({ body: 'the raw request', subrequest: null, forwardedFor: '127.0.0.1' });
  });

  it('answers a path that is not valid percent-encoded UTF-8 with 400 (problem+json under /api) before Next.js', async () => {
    process.env.ALLOW_INSECURE_LOCALHOST = '1';
    const origin = await start();
    for (const path of ['/api/profile/v1/detail/user/%E0%A4', '/api/careerportal/job/%ZZ']) {
      const res = await raw(origin, `GET ${path} HTTP/1.1`);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('application/problem+json');
      expect(JSON.parse(res.body)).toMatchObject({ status: 400, code: 'validation_failed', type: '/problems/validation_failed', title: 'Bad Request' });
      expect(JSON.parse(res.body).requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const page = await raw(origin, 'GET /careers/%E0%A4 HTTP/1.1');
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toContain('text/plain');
  });

  it('answers TRACE, PROPFIND and methods the parser does not know with 405, problem+json under /api', async () => {
    process.env.ALLOW_INSECURE_LOCALHOST = '1';
    const origin = await start();
    for (const method of ['TRACE', 'PROPFIND', 'FOO', 'BREW']) {
      const api = await raw(origin, `${method} /api/health HTTP/1.1`);
      expect(api.status, method).toBe(405);
      expect(api.headers['content-type']).toBe('application/problem+json');
      expect(api.headers['allow']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(JSON.parse(api.body)).toMatchObject({ status: 405, code: 'method_not_allowed' });
      const page = await raw(origin, `${method} /careers HTTP/1.1`);
      expect(page.status, method).toBe(405);
      expect(page.body).not.toContain('Host:');
    }
  });

  it('redirects pages to https with 308 where plain HTTP does not count as secure; the API is left to answer 426', async () => {
    process.env.ALLOW_INSECURE_LOCALHOST = '0';
    const origin = await start();
    const page = await raw(origin, 'GET /careers/ENG-1?q=a%20b HTTP/1.1', 'hr.example.com');
    expect(page.status).toBe(308);
    expect(page.headers['location']).toBe('https://hr.example.com/careers/ENG-1?q=a%20b');
    const post = await raw(origin, 'POST /signin HTTP/1.1\r\nContent-Length: 0', 'hr.example.com:8443');
    expect(post.status).toBe(308);
    expect(post.headers['location']).toBe('https://hr.example.com:8443/signin');
    expect(await (await fetch(`${origin}/api/health`)).text()).toBe('next');
    // A redirect must not send the browser to whatever a malformed Host header says.
    expect((await raw(origin, 'GET /careers HTTP/1.1', 'evil.example/x?')).status).toBe(400);
    expect((await raw(origin, 'GET /careers HTTP/1.0', null)).status).toBe(400);

    process.env.ALLOW_INSECURE_LOCALHOST = '1';
    expect(await (await fetch(`${origin}/careers`, { redirect: 'manual' })).text()).toBe('next');
  });

  it('lets pages through when a trusted proxy says the client used https, and only then sends HSTS', async () => {
    process.env.ALLOW_INSECURE_LOCALHOST = '0';
    const origin = await start({ trustProxy: '127.0.0.1' });
    const secure = await fetch(`${origin}/careers`, { redirect: 'manual', headers: { 'X-Forwarded-Proto': 'https' } });
    expect(secure.status).toBe(200);
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const csp = secure.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    const api = await fetch(`${origin}/api/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");

    process.env.ALLOW_INSECURE_LOCALHOST = '1';
    const plain = await fetch(`${origin}/careers`, { redirect: 'manual' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('content-security-policy')).toBe(csp);
  });

  it('lets this site frame only the inline resume; every other API answer, and the resume as a download, may not be framed', async () => {
    process.env.ALLOW_INSECURE_LOCALHOST = '1';
    const origin = await start();
    const csp = async (path: string) => (await fetch(`${origin}${path}`)).headers.get('content-security-policy');
    expect(await csp('/api/v1/candidate/CAND-000001/resume?inline=1')).toBe("default-src 'none'; frame-ancestors 'self'");
    for (const path of [
      '/api/v1/candidate/CAND-000001/resume',
      '/api/v1/candidate/CAND-000001/resume?inline=0',
      '/api/v1/candidate/CAND-000001?inline=1',
      '/api/v1/candidate/CAND-000001/resume/x?inline=1',
      '/api/health?inline=1',
    ]) {
      expect(await csp(path), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect(await csp('/recruiter/candidates?inline=1')).toContain("frame-ancestors 'none'");
  });

  it('marks the cache lifetime Next.js gives a cached page public, and leaves the API\'s alone', async () => {
    process.env.ALLOW_INSECURE_LOCALHOST = '1';
    const origin = await start();
    expect((await fetch(`${origin}/careers`)).headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
    expect((await fetch(`${origin}/api/careerportal/job`)).headers.get('cache-control')).toBe('s-maxage=60, stale-while-revalidate=300');
  });

  it('answers 304 with no body when If-None-Match names the page\'s ETag, and the page otherwise', async () => {
    process.env.ALLOW_INSECURE_LOCALHOST = '1';
    const origin = await start();
    const same = await fetch(`${origin}/careers`, { headers: { 'If-None-Match': '"other", "page-v1"' } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect(same.headers.get('etag')).toBe('W/"page-v1"');
    const other = await fetch(`${origin}/careers`, { headers: { 'If-None-Match': 'W/"page-v0"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe('next');
    // The API answers conditional reads itself (lib/api/route.ts).
    expect((await fetch(`${origin}/api/careerportal/job`, { headers: { 'If-None-Match': 'W/"page-v1"' } })).status).toBe(200);
  });
});

describe('KEEP_ALIVE_SECONDS', () => {
  it('holds idle connections 65 s unless set, longer than a load balancer\'s usual 60 s', () => {
    expect(keepAliveSeconds(undefined)).toBe(65);
    expect(keepAliveSeconds(' ')).toBe(65);
    expect(keepAliveSeconds('120')).toBe(120);
  });

  it('refuses what is not a whole number of seconds from 1 to 3600, naming the setting', () => {
    for (const raw of ['0', '-5', '1.5', 'sixty', '3601']) expect(() => keepAliveSeconds(raw), raw).toThrow(/KEEP_ALIVE_SECONDS/);
  });
});

describe('a stopping server lets its connections go', () => {
  /** A server that keeps connections 65 s and answers a request only when `answer` is called. */
  async function slowServer() {
    const waiting: (() => void)[] = [];
    const slow = createServer((_req, res) => void waiting.push(() => res.end('done')));
    slow.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as AddressInfo;
    const inHandler = () => expect.poll(() => waiting.length).toBeGreaterThan(0);
    const answer = () => waiting.shift()?.();
    return { slow, port, inHandler, answer };
  }

  function keepAliveSocket(port: number) {
    const socket = connect(port, '127.0.0.1');
    const state = { text: '', closed: false };
    socket.on('data', (chunk: Buffer) => (state.text += chunk.toString('latin1')));
    socket.on('close', () => (state.closed = true));
    const send = () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    return { state, send };
  }

  it('closes a connection whose request was in flight soon after its answer, not KEEP_ALIVE_SECONDS later', async () => {
    const { slow, port, inHandler, answer } = await slowServer();
    const client = keepAliveSocket(port);
    client.send();
    await inHandler();
    stopKeepingAlive(slow);
    const closed = new Promise<void>((resolve) => slow.close(() => resolve()));
    const answeredAt = Date.now();
    answer();
    await closed;
    expect(Date.now() - answeredAt).toBeLessThan(5000);
    await expect.poll(() => client.state.closed).toBe(true);
    expect(client.state.text).toMatch(/^HTTP\/1\.1 200/);
  });

  it('answers a request that arrives on an open connection afterwards with Connection: close', async () => {
    const { slow, port, inHandler, answer } = await slowServer();
    const client = keepAliveSocket(port);
    client.send();
    await inHandler();
    answer();
    await expect.poll(() => client.state.text).toMatch(/Keep-Alive: timeout=65/);
    stopKeepingAlive(slow);
    client.state.text = '';
    client.send();
    await inHandler();
    answer();
    await expect.poll(() => client.state.closed).toBe(true);
    expect(client.state.text).toMatch(/^HTTP\/1\.1 200/);
    expect(client.state.text).toMatch(/\r\nConnection: close\r\n/i);
    await new Promise<void>((resolve) => slow.close(() => resolve()));
  });
});
