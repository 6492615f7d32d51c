import { afterEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/openapi.json/route';
import { HTTP_METHODS } from '@/lib/api/operation';
import { openApiDocument } from '@/lib/openapi/document';
import { call } from '../helpers/call';
import { API_ROUTE_FILES, servedHandlers } from '../helpers/routes';

afterEach(() => {
  delete process.env.BASE_URL;
  delete process.env.RECRUIT_BASE_URL;
});

describe('OpenAPI document', () => {
  it('finds the route files', () => {
    expect(API_ROUTE_FILES.length).toBeGreaterThanOrEqual(8);
  });

  it.each(API_ROUTE_FILES.map((r) => [r.path, r.file]))('documents every method served at %s', async (apiPath, file) => {
    const mod = (await import(file)) as Record<string, unknown>;
    const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>> };
    const served = await servedHandlers(file);
    expect(served.length).toBeGreaterThan(0);
    for (const { method, handler } of served) {
      const op = handler.operation;
      expect(op?.path, `${method} ${apiPath}: the operation's path must match its folder`).toBe(apiPath);
      expect(op?.method).toBe(method);
      const documented = doc.paths[apiPath]?.[method.toLowerCase()];
      expect(documented, `${method} ${apiPath} is missing from the OpenAPI document`).toBeDefined();
      expect(documented?.security).toBeDefined();
      expect(Object.keys(documented?.responses ?? {})).toContain('200');
    }
    // every other method answers 405 with a problem body rather than Next's empty default
    const servedMethods = served.map((s) => s.method);
    for (const method of HTTP_METHODS.filter((m) => !servedMethods.includes(m))) expect(mod[method], `${method} ${apiPath}`).toBeTypeOf('function');
  });

  it('documents scopes, error statuses, parameters and bodies', () => {
    const doc = openApiDocument() as any;
    const detail = doc.paths['/api/profile/v1/detail/user/{username}'].get;
    expect(detail.security).toEqual([{ apiKey: [] }, { oauth2: ['read'] }, { session: [] }]);
    expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '405', '426', '429', '500']));
    expect(detail.parameters).toContainEqual(expect.objectContaining({ name: 'username', in: 'path' }));
    const upload = doc.paths['/api/profile/v1/pic/upload'].post;
    expect(upload.requestBody.content['application/json'].schema).toBeDefined();
    expect(upload.responses['413']).toBeDefined();
    expect(upload.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    const list = doc.paths['/api/directory/v1/list'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['offset', 'limit', 'q', 'orgUnitCode', 'location']));
    expect(list.parameters.find((p: { name: string }) => p.name === 'limit').schema).toMatchObject({ type: 'integer', maximum: 100 });
    expect(doc.components.schemas.Problem).toBeDefined();
    expect(doc.components.securitySchemes.oauth2.flows.clientCredentials.scopes).toEqual({ read: 'read records', write: 'modify records' });
  });

  it('takes its servers from BASE_URL and RECRUIT_BASE_URL', async () => {
    process.env.BASE_URL = 'https://hr.example.com';
    process.env.RECRUIT_BASE_URL = 'https://jobs.example.com';
    const res = await call(GET);
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    expect(res.json.servers.map((s: { url: string }) => s.url)).toEqual(['https://hr.example.com', 'https://jobs.example.com']);
    expect(res.json.paths['/api/profile/v1/detail/user/{username}'].get.servers[0].url).toBe('https://hr.example.com');
  });
});
