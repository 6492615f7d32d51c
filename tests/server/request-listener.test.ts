import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readBodyText } from '@/lib/api/body';
import { requestListener } from '@/lib/net/request-listener';

let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * Stands in for Next.js's handler: it reads the body of a web Request built over the same method and URL
 * (as Next.js hands a route handler), whose own stream says something else, and echoes what it saw.
 */
async function nextLikeHandler(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const web = new Request(`http://localhost${req.url}`, { method: req.method, body: 'the web stream', duplex: 'half' } as RequestInit);
  const body = await readBodyText(web, 1024);
  res.end(JSON.stringify({ body, subrequest: req.headers['x-middleware-subrequest'] ?? null, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
}

async function start(): Promise<string> {
  server = createServer(requestListener(nextLikeHandler));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

describe('the production request listener', () => {
  it('lets route handlers read the body from the Node.js request, and fixes forwarding before the handler runs', async () => {
    const origin = await start();
    const res = await fetch(`${origin}/api/v1/candidate?x=1`, {
      method: 'POST',
      body: 'the raw request',
      headers: { 'x-middleware-subrequest': 'middleware:middleware', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(await res.json()).toEqual({ body: 'the raw request', subrequest: null, forwardedFor: '127.0.0.1' });
  });
});
