import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startServer, type RunningServer } from '../bench/processes';
import { openUserMenu, signIn, STRICT_BASE_URL } from './helpers';

test('a session cookie copied before sign-out gets 401 from the API and /signin from a page afterwards', async ({ page, playwright }) => {
  await signIn(page, 'employee');
  await page.goto('/');
  const copied = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const thief = await playwright.request.newContext({ baseURL: 'http://localhost:3210', extraHTTPHeaders: { Cookie: copied } });
  expect((await thief.get('/api/profile/v1/detail/user/employee')).status()).toBe(200);

  await openUserMenu(page, /Arjun Sharma/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);

  const api = await thief.get('/api/profile/v1/detail/user/employee');
  expect(api.status()).toBe(401);
  expect(api.headers()['content-type']).toBe('application/problem+json');
  const profile = await thief.get('/profile', { maxRedirects: 0 });
  expect(profile.status()).toBeGreaterThanOrEqual(300);
  expect(profile.status()).toBeLessThan(400);
  expect(profile.headers()['location']).toMatch(/\/signin/);
  await thief.dispose();
});

test('sign-in over plain HTTP where that is not secure is 426 https_required (strict server)', async ({ request }) => {
  for (const action of ['callback/credentials', 'signout']) {
    const res = await request.post(`${STRICT_BASE_URL}/api/auth/${action}`, { form: { username: 'employee', password: 'Demo@1234', csrfToken: 'x' } });
    expect(res.status(), action).toBe(426);
    expect(res.headers()['content-type']).toBe('application/problem+json');
    expect(res.headers()['upgrade']).toContain('TLS');
    expect((await res.json()).code).toBe('https_required');
  }
});

/**
 * The throttle and the lockout are per client IP, and every browser test signs in from loopback: these run
 * on a server of their own (two workers, so the counts must be shared) behind a "proxy" on loopback, each
 * test client named by the X-Forwarded-For that proxy would send.
 */
test.describe('sign-in throttling on a server of its own', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let server: RunningServer;
  let dir: string;

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-e2e-signin-'));
    const saved = { TRUST_PROXY: process.env.TRUST_PROXY, WORKERS: process.env.WORKERS, SIGNIN_LIMIT_PER_MINUTE: process.env.SIGNIN_LIMIT_PER_MINUTE };
    // 15 attempts a minute per client rather than the default 10, so the lockout below shows before the throttle does.
    Object.assign(process.env, { TRUST_PROXY: '127.0.0.1,::1', WORKERS: '2', SIGNIN_LIMIT_PER_MINUTE: '15' });
    try {
      server = await startServer({ root: process.cwd(), port: await freePort(), databaseFile: path.join(dir, 'hr.db'), apiKey: 'hrk_signin_e2e_0123456789abcdef' });
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** One request on a connection of its own (so the two workers share the work), as client `ip` over https. */
  function send(ip: string, method: 'GET' | 'POST', pathname: string, body = '', cookie = ''): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${server.url}${pathname}`,
        {
          method,
          agent: false,
          headers: {
            'X-Forwarded-For': ip,
            'X-Forwarded-Proto': 'https',
            'Content-Type': 'application/x-www-form-urlencoded',
            'Content-Length': Buffer.byteLength(body),
            ...(cookie ? { Cookie: cookie } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  /** A client with its CSRF cookie and token, signing in as next-auth's form does. */
  async function client(ip: string) {
    const csrf = await send(ip, 'GET', '/api/auth/csrf');
    const cookie = (csrf.headers['set-cookie'] ?? []).map((c) => c.split(';', 1)[0]).join('; ');
    const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
    return {
      signIn: (username: string, password: string) =>
        send(ip, 'POST', '/api/auth/callback/credentials', new URLSearchParams({ csrfToken, username, password, json: 'true' }).toString(), cookie),
    };
  }

  const signedIn = (res: { headers: http.IncomingHttpHeaders }) => (res.headers['set-cookie'] ?? []).some((c) => /next-auth\.session-token=[^;]+/.test(c));

  test('30 sign-in attempts from one client: the 16th on get 429 with Retry-After, counted across both workers', async () => {
    const guesser = await client('203.0.113.5');
    const statuses: number[] = [];
    let retryAfter = '';
    for (let i = 0; i < 30; i++) {
      const res = await guesser.signIn(`user${i}`, 'wrong-password');
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = String(res.headers['retry-after'] ?? '');
        expect(JSON.parse(res.body).code).toBe('rate_limited');
      }
    }
    expect(statuses.slice(0, 15).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(15).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another client is not held up by it.
    expect(signedIn(await (await client('203.0.113.6')).signIn('employee', 'Demo@1234'))).toBe(true);
  });

  test('ten wrong passwords from one client do not lock employee2 out for another', async () => {
    const guesser = await client('198.51.100.9');
    for (let i = 0; i < 10; i++) expect(signedIn(await guesser.signIn('employee2', `guess-${i}`))).toBe(false);
    // Locked out there (401 as for a wrong password: the guesser learns nothing), not throttled.
    const locked = await guesser.signIn('employee2', 'Demo@1234');
    expect(locked.status).toBe(401);
    expect(signedIn(locked)).toBe(false);
    expect(signedIn(await (await client('198.51.100.10')).signIn('employee2', 'Demo@1234'))).toBe(true);
  });
});
