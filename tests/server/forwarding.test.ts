import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createForwardingFixer } from '@/lib/net/forwarding';

let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real socket server running the fixer; it echoes what the app would see. */
async function start(trustProxy: string): Promise<number> {
  const fix = createForwardingFixer(trustProxy);
  server = createServer((req, res) => {
    fix(req);
    const { 'x-forwarded-for': ip, 'x-forwarded-proto': proto, 'x-forwarded-host': host = null } = req.headers;
    res.end(JSON.stringify({ ip, proto, host, subrequest: req.headers['x-middleware-subrequest'] ?? null, subrequestId: req.headers['x-middleware-subrequest-id'] ?? null }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server?.address() as AddressInfo).port;
}

interface Seen {
  ip: string;
  proto: string;
  host: string | null;
  subrequest: string | null;
  subrequestId: string | null;
}

function get(port: number, headers: Record<string, string>): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve(JSON.parse(body)));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the production entry’s forwarding fixer', () => {
  it('ignores a client-sent X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const port = await start('');
    const seen = await get(port, { 'x-forwarded-for': '10.0.0.1', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(seen).toMatchObject({ ip: '127.0.0.1', proto: 'http', host: null });
  });

  it('drops x-middleware-subrequest (the middleware-bypass header), from a client and from a trusted proxy alike', async () => {
    const headers = { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy', 'x-middleware-subrequest-id': 'guess' };
    expect(await get(await start(''), headers)).toMatchObject({ subrequest: null, subrequestId: null });
    server?.close();
    expect(await get(await start('127.0.0.1'), headers)).toMatchObject({ subrequest: null, subrequestId: null });
  });

  it('believes them only from a proxy named in TRUST_PROXY, taking the first untrusted hop from the right', async () => {
    const port = await start('127.0.0.1, 10.9.0.0/16');
    const seen = await get(port, { 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 10.9.1.1', 'x-forwarded-proto': 'https' });
    expect(seen).toMatchObject({ ip: '203.0.113.5', proto: 'https' });
  });

  it('a trusted proxy that sends nothing leaves the socket values', async () => {
    const port = await start('127.0.0.1');
    expect(await get(port, {})).toMatchObject({ ip: '127.0.0.1', proto: 'http' });
  });
});
