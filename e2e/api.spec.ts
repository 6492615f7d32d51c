import { expect, test } from '@playwright/test';
import { E2E_API_KEY } from '../playwright.config';
import { createClient, STRICT_BASE_URL } from './helpers';

// The "curl" checks of the platform issue, against the real production server.
test.describe('the API over HTTP', () => {
  test('the demo key reads a profile; a wrong key is 401', async ({ request }) => {
    const ok = await request.get('/api/profile/v1/detail/user/employee', { headers: { 'X-API-Key': E2E_API_KEY } });
    expect(ok.status()).toBe(200);
    expect((await ok.json()).manager.username).toBe('manager');
    expect(ok.headers()['ratelimit-limit']).toBe('100000');

    const wrong = await request.get('/api/profile/v1/detail/user/employee', { headers: { 'X-API-Key': 'hrk_wrong' } });
    expect(wrong.status()).toBe(401);
    expect(wrong.headers()['content-type']).toBe('application/problem+json');
  });

  test('a client-credentials token works as a bearer', async ({ request }) => {
    const client = createClient(['--name', 'e2e ats', '--scopes', 'read', '--kind', 'credentials']);
    const token = await request.post('/api/oauth/token', {
      form: { grant_type: 'client_credentials' },
      headers: { Authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}` },
    });
    expect(token.status()).toBe(200);
    const { access_token: accessToken } = await token.json();
    const res = await request.get('/api/directory/v1/list?limit=3', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(res.status()).toBe(200);
    expect((await res.json()).items).toHaveLength(3);
  });

  test('a spoofed X-Forwarded-For cannot fake an allowed IP', async ({ request }) => {
    const fenced = createClient(['--name', 'fenced', '--scopes', 'read', '--kind', 'key', '--ips', '10.0.0.0/8']);
    const spoofed = await request.get('/api/directory/v1/list', { headers: { 'X-API-Key': fenced.apiKey ?? '', 'X-Forwarded-For': '10.1.2.3' } });
    expect(spoofed.status()).toBe(403);
    expect((await spoofed.json()).code).toBe('ip_not_allowed');

    const local = createClient(['--name', 'local', '--scopes', 'read', '--kind', 'key', '--ips', '127.0.0.1,::1']);
    const fine = await request.get('/api/directory/v1/list', { headers: { 'X-API-Key': local.apiKey ?? '', 'X-Forwarded-For': '203.0.113.7' } });
    expect(fine.status()).toBe(200);
  });

  test('a spoofed X-Forwarded-Proto cannot fake HTTPS', async ({ request }) => {
    const res = await request.get(`${STRICT_BASE_URL}/api/directory/v1/list`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.status()).toBe(426);
    expect(res.headers()['upgrade']).toContain('TLS');
    expect((await res.json()).code).toBe('https_required');
  });

  test('other methods on a spec path are 405 with Allow and a problem body', async ({ request }) => {
    const res = await request.delete('/api/directory/v1/list', { headers: { 'X-API-Key': E2E_API_KEY } });
    expect(res.status()).toBe(405);
    expect(res.headers()['allow']).toContain('GET');
    expect((await res.json()).code).toBe('method_not_allowed');
  });

  test('a body over the limit is 413', async ({ request }) => {
    const res = await request.post('/api/profile/v1/pic/upload', {
      headers: { 'X-API-Key': E2E_API_KEY, 'Content-Type': 'application/json' },
      data: JSON.stringify({ username: 'employee', pictureData: 'A'.repeat(3 * 1024 * 1024 + 1) }),
    });
    expect(res.status()).toBe(413);
  });

  test('the OpenAPI document is served', async ({ request }) => {
    const res = await request.get('/api/openapi.json');
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/profile/v1/detail/user/{username}', '/api/profile/v1/pic/upload', '/api/directory/v1/list']));
  });
});
