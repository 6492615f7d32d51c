import { expect, test } from '@playwright/test';
import { STRICT_BASE_URL } from './helpers';

/**
 * Headers a client may send to talk the production server out of its checks. x-middleware-subrequest
 * made older Next.js skip middleware (CVE-2025-29927); X-Forwarded-* and friends could fake HTTPS.
 */
const BYPASS_VALUES = [
  'proxy:proxy:proxy:proxy:proxy',
  'middleware:middleware:middleware:middleware:middleware',
  'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
  'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
];

test.describe('x-middleware-subrequest changes nothing', () => {
  for (const value of BYPASS_VALUES) {
    test(`${value.split(':')[0]}: a first visit to an apply page still gets a guest cookie from proxy.ts`, async ({ playwright }) => {
      // A fresh context: no cookie from an earlier test.
      const request = await playwright.request.newContext({ baseURL: 'http://localhost:3210' });
      const jobCode = /href="\/careers\/([^"/?]+)"/.exec(await (await request.get('/careers')).text())?.[1];
      const res = await request.get(`/careers/${jobCode}/apply`, { headers: { 'x-middleware-subrequest': value }, maxRedirects: 0 });
      expect(res.status()).toBe(200);
      const setCookie = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
      expect(setCookie.map((h) => h.value).join('\n')).toMatch(/^hr_guest=[^;]+;.*HttpOnly/im);
      await request.dispose();
    });

    test(`${value.split(':')[0]}: the API without credentials is still 401, and pages still ask to sign in`, async ({ request }) => {
      const headers = { 'x-middleware-subrequest': value };
      const api = await request.get('/api/directory/v1/list', { headers });
      expect(api.status()).toBe(401);
      expect((await api.json()).code).toBe('unauthorized');
      const write = await request.post('/api/leave/v1/apply', { headers, data: { username: 'employee', leaveType: 'CL', startDate: '2030-01-07', endDate: '2030-01-07' } });
      expect(write.status()).toBe(401);
      const page = await request.get('/profile', { headers, maxRedirects: 0 });
      expect(page.status()).toBeGreaterThanOrEqual(300);
      expect(page.status()).toBeLessThan(400);
      expect(page.headers()['location']).toContain('/signin');
    });
  }
});

test.describe('spoofed forwarding headers do not make plain HTTP count as HTTPS (strict server)', () => {
  const spoofs: Record<string, Record<string, string>> = {
    'X-Forwarded-Proto with a loopback X-Forwarded-For': { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '127.0.0.1' },
    'Forwarded (RFC 7239)': { Forwarded: 'for=127.0.0.1;proto=https' },
    'X-Forwarded-Ssl, X-Forwarded-Scheme, X-Url-Scheme, Front-End-Https': {
      'X-Forwarded-Ssl': 'on',
      'X-Forwarded-Scheme': 'https',
      'X-Url-Scheme': 'https',
      'Front-End-Https': 'on',
    },
    'X-Forwarded-Host and X-Forwarded-Port 443': { 'X-Forwarded-Host': 'hr.example.com', 'X-Forwarded-Port': '443', 'X-Forwarded-Proto': 'https' },
  };
  for (const [what, headers] of Object.entries(spoofs)) {
    test(what, async ({ request }) => {
      const res = await request.get(`${STRICT_BASE_URL}/api/directory/v1/list`, { headers });
      expect(res.status()).toBe(426);
      expect((await res.json()).code).toBe('https_required');
      expect(res.headers()['upgrade']).toContain('TLS');
    });
  }
});
