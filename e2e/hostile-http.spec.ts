import { connect } from 'node:net';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';
import { signIn, STRICT_BASE_URL } from './helpers';

// What a hostile or merely odd client sends, against the built server: paths Next.js cannot decode,
// methods no route serves, unknown API paths, bad credentials, plain HTTP where it is not secure. Every
// answer is a deliberate one (never a 500), problem+json on API paths. Then the security headers, and
// every main page rendering under its Content-Security-Policy without a single violation.

const PORT = 3210;
const STRICT_PORT = 3211;
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const PAGE_DIRECTIVES = ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"];

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** Sends a request byte for byte: HTTP clients refuse or normalise these methods and paths. */
function raw(port: number, requestLine: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const body = text.slice(split + 4);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: headers['transfer-encoding'] === 'chunked' ? dechunk(body) : body });
    });
  });
}

/** The body of a chunked answer (what an HTTP client does for us). */
function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

function expectProblem(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/problem+json');
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body).toMatchObject({ type: `/problems/${code}`, status, code });
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
}

test.describe('error hygiene', () => {
  for (const path of ['/api/profile/v1/detail/user/%E0%A4', '/api/careerportal/job/%ZZ', '/api/leave/v1/balance/%C0%AF']) {
    test(`an undecodable path is 400 validation_failed, not 500: ${path}`, async () => {
      expectProblem(await raw(PORT, `GET ${path} HTTP/1.1`), 400, 'validation_failed');
    });
  }

  test('an undecodable page path is 400, not 500', async () => {
    for (const path of ['/careers/%E0%A4', '/profile/%ZZ', '/%FF']) {
      const answer = await raw(PORT, `GET ${path} HTTP/1.1`);
      expect(answer.status, path).toBe(400);
    }
  });

  test('odd career list addresses show a list or the not-found page, never a 500', async ({ request }) => {
    const odd = [
      `/careers?q=${'x'.repeat(5000)}&location=${'%F0%9F%98%80'.repeat(50)}`,
      '/careers?q=%00%01%02&minExp=-1&maxExp=1e9&page=99999999999&sort=%27;drop',
      '/careers?q=%E0%A4&unit=', // a keyword that is not valid UTF-8 once decoded
      '/careers-list/not-a-key!!',
      `/careers-list/${'A'.repeat(3000)}`,
    ];
    for (const path of odd) {
      const answer = await request.get(path);
      expect([200, 404], path).toContain(answer.status());
      expect(answer.headers()['set-cookie'], path).toBeUndefined();
    }
    // The raw request line, as a client that does not encode would send it.
    expect((await raw(PORT, 'GET /careers?q=a%ZZb HTTP/1.1')).status).toBeLessThan(500);
  });

  test('an unknown /api path is 404 not_found problem+json for every method', async ({ request }) => {
    for (const path of ['/api/nope', '/api/profile/v1/nope', '/api/careerportal/job/ENG-1/extra/more', '/api']) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        expectProblem(await raw(PORT, `${method} ${path} HTTP/1.1`), 404, 'not_found');
      }
      const head = await request.head(path);
      expect(head.status()).toBe(404);
      expect(head.headers()['content-type']).toBe('application/problem+json');
    }
  });

  test('TRACE, WebDAV and unknown methods are 405 method_not_allowed on the API, 405 on pages, never 500', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'FOO', 'BREW']) {
      for (const path of ['/api/health', '/api/directory/v1/list', '/api/nope']) {
        const answer = await raw(PORT, `${method} ${path} HTTP/1.1`);
        expectProblem(answer, 405, 'method_not_allowed');
        expect(answer.headers['allow']).toContain('GET');
      }
      for (const path of ['/careers', '/profile', '/']) {
        const answer = await raw(PORT, `${method} ${path} HTTP/1.1`);
        expect(answer.status, `${method} ${path}`).toBe(405);
        // TRACE must never echo the request (cross-site tracing).
        expect(answer.body).not.toContain('Host:');
      }
    }
  });

  test('every 401 carries WWW-Authenticate; a bad bearer token says error="invalid_token"', async ({ request }) => {
    const none = await request.get('/api/directory/v1/list');
    expect(none.status()).toBe(401);
    expect(none.headers()['www-authenticate']).toContain('Bearer realm="hr-recruitment"');

    const badKey = await request.get('/api/directory/v1/list', { headers: { 'X-API-Key': 'hrk_wrong_key' } });
    expect(badKey.status()).toBe(401);
    expect((await badKey.json()).code).toBe('unauthorized');
    expect(badKey.headers()['www-authenticate']).toContain('Bearer realm="hr-recruitment"');

    const badToken = await request.get('/api/directory/v1/list', { headers: { Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.AAAA' } });
    expect(badToken.status()).toBe(401);
    expect((await badToken.json()).code).toBe('unauthorized');
    expect(badToken.headers()['www-authenticate']).toMatch(/^Bearer realm="hr-recruitment", error="invalid_token"/);
  });
});

test.describe('idle connections', () => {
  test('a keep-alive connection idle past Node.js\'s 5 s still serves its next request', async () => {
    const socket = connect(PORT, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    let text = '';
    let closed = false;
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => (closed = true));
    const answered = async (count: number) => expect.poll(() => text.split('HTTP/1.1 200').length - 1, { timeout: 10_000 }).toBe(count);
    socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost:${PORT}\r\n\r\n`);
    await answered(1);
    expect(text).toMatch(/\r\nKeep-Alive: timeout=65\r\n/i);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(closed).toBe(false);
    socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost:${PORT}\r\nConnection: close\r\n\r\n`);
    await answered(2);
    socket.destroy();
  });
});

test.describe('plain HTTP where it is not secure (strict server)', () => {
  test('pages redirect to https with 308, same host, path and query', async ({ request }) => {
    for (const path of ['/careers?location=Pune&offset=20', '/signin', '/profile', '/docs', '/']) {
      const res = await request.get(`${STRICT_BASE_URL}${path}`, { maxRedirects: 0 });
      expect(res.status(), path).toBe(308);
      expect(res.headers()['location']).toBe(`https://localhost:${STRICT_PORT}${path}`);
    }
    const post = await request.post(`${STRICT_BASE_URL}/signin`, { maxRedirects: 0, form: { username: 'employee' } });
    expect(post.status()).toBe(308);
  });

  test('the API still answers 426, and /api/health stays reachable for load balancers', async ({ request }) => {
    const api = await request.get(`${STRICT_BASE_URL}/api/directory/v1/list`);
    expect(api.status()).toBe(426);
    expect((await api.json()).code).toBe('https_required');
    const health = await request.get(`${STRICT_BASE_URL}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});

test.describe('security headers', () => {
  test('pages send the Content-Security-Policy, API answers the API one; no HSTS over plain HTTP', async ({ request }) => {
    for (const path of ['/careers', '/signin', '/docs', '/no-such-page']) {
      const res = await request.get(path, { maxRedirects: 0 });
      const csp = res.headers()['content-security-policy'] ?? '';
      for (const directive of PAGE_DIRECTIVES) expect(csp, path).toContain(directive);
      expect(res.headers()['strict-transport-security'], path).toBeUndefined();
    }
    for (const path of ['/api/health', '/api/directory/v1/list', '/api/nope', '/api/openapi.json']) {
      expect((await request.get(path)).headers()['content-security-policy'], path).toBe(API_CSP);
    }
  });
});

type Visit = { path: string | ((api: APIRequestContext) => Promise<string>); user?: string; ready: (page: Page) => Locator };

const careerJob = async (api: APIRequestContext) => {
  const res = await api.get('/api/careerportal/job?limit=1', { headers: { 'X-API-Key': E2E_API_KEY } });
  const [first] = ((await res.json()) as { items: { jobCode: string }[] }).items;
  if (!first) throw new Error('no open job');
  return first.jobCode;
};

const PAGES: Record<string, Visit> = {
  'sign-in': { path: '/signin', ready: (page) => page.getByRole('button', { name: 'Sign in' }) },
  careers: { path: '/careers', ready: (page) => page.getByRole('region', { name: 'Open positions' }) },
  'career job': { path: async (api) => `/careers/${await careerJob(api)}`, ready: (page) => page.getByRole('link', { name: 'Apply', exact: true }) },
  apply: { path: async (api) => `/careers/${await careerJob(api)}/apply`, ready: (page) => page.getByRole('button', { name: /send/i }) },
  docs: { path: '/docs', ready: (page) => page.getByText('/api/directory/v1/list').first() },
  'not found': { path: '/no-such-page', ready: (page) => page.getByRole('heading', { name: 'Page not found' }) },
  home: { path: '/', user: 'employee', ready: (page) => page.getByRole('button', { name: /^Punch/ }) },
  profile: { path: '/profile', user: 'employee', ready: (page) => page.getByRole('heading', { name: 'Contact' }) },
  directory: { path: '/directory', user: 'employee', ready: (page) => page.getByRole('status').filter({ hasText: /^Showing \d/ }).first() },
  leave: { path: '/leave', user: 'employee', ready: (page) => page.getByRole('heading', { name: /^Your balance in \d{4}$/ }) },
  attendance: { path: '/attendance', user: 'employee', ready: (page) => page.getByRole('list', { name: /^Days of / }) },
  payroll: { path: '/payroll', user: 'employee', ready: (page) => page.getByRole('heading', { name: /^Gross and net pay, FY/ }) },
  inbox: { path: '/inbox', user: 'employee', ready: (page) => page.getByRole('region', { name: /notifications$/ }).getByRole('status') },
  approvals: { path: '/approvals', user: 'manager', ready: (page) => page.getByRole('heading', { name: 'Attendance regularisations' }) },
  'recruiter jobs': { path: '/recruiter/jobs', user: 'recruiter', ready: (page) => page.getByRole('status').filter({ hasText: /^Showing \d/ }).first() },
  pipeline: { path: '/recruiter/referrals', user: 'recruiter', ready: (page) => page.getByRole('region', { name: 'Referral board' }) },
};

test.describe('every main page renders under its Content-Security-Policy', () => {
  // Swagger UI on /docs takes its time on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  for (const [name, visit] of Object.entries(PAGES)) {
    test(`${name}: no CSP violation, no console error about one`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI}`));
      });
      if (visit.user) await signIn(page, visit.user);
      const path = typeof visit.path === 'string' ? visit.path : await visit.path(page.request);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await expect(visit.ready(page)).toBeVisible({ timeout: 60_000 });
      // Hydrated: a client component has run (Next.js's inline scripts were allowed to execute).
      await expect.poll(() => page.evaluate(() => typeof (window as { __next_f?: unknown }).__next_f)).toBe('object');
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }
});
