import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, connect, getDb, transaction } from '@/db/client';
import { accounts, apiClients } from '@/db/schema';
import { GET as directory } from '@/app/api/directory/v1/list/route';
import { POST as token } from '@/app/api/oauth/token/route';
import { checkCredentials } from '@/lib/auth/accounts';
import { createApiClient, revokeApiClient } from '@/lib/auth/api-clients';
import { issueGuestToken } from '@/lib/auth/guest';
import { defineOperation } from '@/lib/api/operation';
import { route } from '@/lib/api/route';
import { call, sessionFor } from '../helpers/call';

function form(fields: Record<string, string>): { rawBody: string; headers: Record<string, string> } {
  return { rawBody: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

let client: Awaited<ReturnType<typeof createApiClient>>;

beforeAll(async () => {
  client = await createApiClient(getDb(), { name: 'ats', scopes: ['read', 'write'], kind: 'both' });
});

describe('API keys', () => {
  it('a valid key gets in', async () => {
    expect((await call(directory, { as: { apiKey: client.apiKey ?? '' } })).status).toBe(200);
  });

  it('a wrong key is 401, with a WWW-Authenticate challenge like every 401', async () => {
    const res = await call(directory, { as: { apiKey: 'hrk_wrong' } });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('unauthorized');
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="hr-recruitment", ApiKey header="X-API-Key"');
  });

  it('a revoked key is 401', async () => {
    const revoked = await createApiClient(getDb(), { name: 'old', scopes: ['read'], kind: 'key' });
    await revokeApiClient(getDb(), revoked.clientId);
    expect((await call(directory, { as: { apiKey: revoked.apiKey ?? '' } })).status).toBe(401);
  });

  it('a key revoked after use, by another process, is 401 as soon as this one is told (the client cache follows the table)', async () => {
    const used = await createApiClient(getDb(), { name: 'used', scopes: ['read'], kind: 'key' });
    expect((await call(directory, { as: { apiKey: used.apiKey ?? '' } })).status).toBe(200);
    const otherProcess = connect();
    try {
      await revokeApiClient(otherProcess, used.clientId);
    } finally {
      await closeDatabase(otherProcess);
    }
    // On SQLite at once; on PostgreSQL when the commit's notification arrives.
    await expect.poll(async () => (await call(directory, { as: { apiKey: used.apiKey ?? '' } })).status).toBe(401);
  });

  it('an IP allowlist is enforced with 403 ip_not_allowed', async () => {
    const fenced = await createApiClient(getDb(), { name: 'fenced', scopes: ['read'], kind: 'key', ipAllowlist: ['10.0.0.0/8'] });
    const outside = await call(directory, { as: { apiKey: fenced.apiKey ?? '' }, ip: '127.0.0.1' });
    expect(outside.status).toBe(403);
    expect(outside.json.code).toBe('ip_not_allowed');
    const inside = await call(directory, { as: { apiKey: fenced.apiKey ?? '' }, ip: '10.1.2.3', proto: 'https' });
    expect(inside.status).toBe(200);
  });

  it('keys are stored only as hashes', async () => {
    const [stored] = await getDb().select({ keyHash: apiClients.keyHash, secretHash: apiClients.secretHash }).from(apiClients).where(eq(apiClients.clientId, client.clientId));
    expect(stored?.keyHash).not.toContain(client.apiKey);
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('OAuth2 client credentials', () => {
  const secret = () => client.clientSecret ?? '';

  it('issues a bearer token with HTTP Basic, not cacheable', async () => {
    const res = await call(token, { method: 'POST', ...form({ grant_type: 'client_credentials' }), headers: { ...form({}).headers, authorization: basic(client.clientId, secret()) } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read write' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await call(directory, { as: { bearer: res.json.access_token } })).status).toBe(200);
  });

  it('issues a token with the credentials in the form, narrowed to the asked scope', async () => {
    const res = await call(token, { method: 'POST', ...form({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: secret(), scope: 'read' }) });
    expect(res.status).toBe(200);
    expect(res.json.scope).toBe('read');
  });

  it('a read-only token cannot write (403 insufficient_scope)', async () => {
    const writeOp = route(
      defineOperation({ id: 'test.write', method: 'POST', path: '/api/test', summary: 't', tag: 'T', host: 'base', scope: 'write', principals: ['system'], response: { description: 'ok' }, errors: [] }),
      () => ({ ok: true }),
    );
    const readOnly = await createApiClient(getDb(), { name: 'reader', scopes: ['read'], kind: 'credentials' });
    const issued = await call(token, { method: 'POST', ...form({ grant_type: 'client_credentials', client_id: readOnly.clientId, client_secret: readOnly.clientSecret ?? '' }) });
    expect(issued.json.scope).toBe('read');
    const res = await call(writeOp, { method: 'POST', as: { bearer: issued.json.access_token } });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('insufficient_scope');
    const full = await call(token, { method: 'POST', ...form({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: secret() }) });
    expect((await call(writeOp, { method: 'POST', as: { bearer: full.json.access_token } })).status).toBe(200);
  });

  it('a wrong secret is 401 invalid_client', async () => {
    const res = await call(token, { method: 'POST', ...form({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: 'nope' }) });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('invalid_client');
    expect(res.headers.get('www-authenticate')).toContain('Basic');
  });

  it('another grant type is 400 unsupported_grant_type', async () => {
    const res = await call(token, { method: 'POST', ...form({ grant_type: 'password', client_id: client.clientId, client_secret: secret() }) });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('unsupported_grant_type');
  });

  it('a scope the client lacks is 400 invalid_scope', async () => {
    const reader = await createApiClient(getDb(), { name: 'reader2', scopes: ['read'], kind: 'credentials' });
    const res = await call(token, { method: 'POST', ...form({ grant_type: 'client_credentials', client_id: reader.clientId, client_secret: reader.clientSecret ?? '', scope: 'read write' }) });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('invalid_scope');
  });

  it('an unknown form field is a 400 naming it; JSON is refused', async () => {
    const res = await call(token, { method: 'POST', ...form({ grant_type: 'client_credentials', colour: 'red' }) });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].path).toBe('colour');
    const json = await call(token, { method: 'POST', body: { grant_type: 'client_credentials' } });
    expect(json.status).toBe(400);
  });

  it('a revoked client’s token stops working at once', async () => {
    const temp = await createApiClient(getDb(), { name: 'temp', scopes: ['read'], kind: 'credentials' });
    const issued = await call(token, { method: 'POST', ...form({ grant_type: 'client_credentials', client_id: temp.clientId, client_secret: temp.clientSecret ?? '' }) });
    await transaction(getDb(), (tx) => revokeApiClient(tx, temp.clientId));
    expect((await call(directory, { as: { bearer: issued.json.access_token } })).status).toBe(401);
  });

  it('a browser session JWT cannot be passed off as a bearer token', async () => {
    const { session } = await sessionFor('admin');
    const res = await call(directory, { as: { bearer: session } });
    expect(res.status).toBe(401);
  });

  it('a token signed with another key, or a tampered one, is 401', async () => {
    const issued = await call(token, { method: 'POST', ...form({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: secret() }) });
    const [h, p] = issued.json.access_token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    expect((await call(directory, { as: { bearer: forged } })).status).toBe(401);
  });

  it('a bad bearer token is 401 with error="invalid_token" in WWW-Authenticate (RFC 6750)', async () => {
    for (const bearer of ['not-a-jwt', `${'e'.repeat(20)}.${'f'.repeat(20)}.${'A'.repeat(43)}`]) {
      const res = await call(directory, { as: { bearer } });
      expect(res.status).toBe(401);
      expect(res.json.code).toBe('unauthorized');
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="hr-recruitment", error="invalid_token"/);
    }
  });

  it('the token endpoint wants HTTPS too', async () => {
    const res = await call(token, { method: 'POST', ip: '198.51.100.7', ...form({ grant_type: 'client_credentials' }) });
    expect(res.status).toBe(426);
  });
});

describe('browser sessions and guests', () => {
  it('a signed-in session gets in', async () => {
    expect((await call(directory, { as: await sessionFor('employee') })).status).toBe(200);
  });

  it('a session token signed with another secret is ignored (401, with the challenge)', async () => {
    const forged = await encode({ token: { username: 'admin', employeeId: 1, roles: ['hr_admin'] }, secret: 'another-secret-entirely-0123456789' });
    const res = await call(directory, { as: { session: forged } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer realm="hr-recruitment"');
  });

  it('a guest session is not enough for employee endpoints', async () => {
    const res = await call(directory, { as: { guestCookie: await issueGuestToken() } });
    expect(res.status).toBe(401);
  });
});

describe('password sign-in', () => {
  it('accepts the demo password, with the username in any case', async () => {
    const user = await checkCredentials(getDb(), 'Manager', 'Demo@1234');
    expect(user).toMatchObject({ username: 'manager', roles: ['employee', 'manager'] });
  });

  it('refuses a wrong password or an unknown user alike', async () => {
    expect(await checkCredentials(getDb(), 'manager', 'demo@1234')).toBeNull();
    expect(await checkCredentials(getDb(), 'nobody', 'Demo@1234')).toBeNull();
  });

  it('stores passwords with scrypt, never in clear', async () => {
    const rows = await getDb().select({ passwordHash: accounts.passwordHash }).from(accounts);
    expect(rows.length).toBe(5);
    for (const r of rows) expect(r.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });
});
