import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/openapi.json/route';
import { HTTP_METHODS } from '@/lib/api/operation';
import type { RouteHandler } from '@/lib/api/route';
import { openApiDocument } from '@/lib/openapi/document';
import { call } from '../helpers/call';

const API_DIR = path.join(process.cwd(), 'app', 'api');
// next-auth's own browser endpoints are not part of the API.
const NOT_API = ['auth/[...nextauth]'];

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** app/api/profile/v1/detail/user/[username]/route.ts -> /api/profile/v1/detail/user/{username} */
function openApiPath(file: string): string {
  const relative = path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/');
  return `/api/${relative}`.replace(/\[([^\]]+)\]/g, '{$1}');
}

const files = routeFiles(API_DIR).filter((f) => !NOT_API.some((n) => f.includes(`${path.sep}${n.split('/').join(path.sep)}${path.sep}`)));

afterEach(() => {
  delete process.env.BASE_URL;
  delete process.env.RECRUIT_BASE_URL;
});

describe('OpenAPI document', () => {
  it('finds the route files', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it.each(files.map((f) => [openApiPath(f), f]))('documents every method served at %s', async (apiPath, file) => {
    const mod = (await import(file)) as Record<string, RouteHandler | undefined>;
    const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>> };
    const served = HTTP_METHODS.filter((m) => mod[m]?.operation);
    expect(served.length).toBeGreaterThan(0);
    for (const method of served) {
      const op = mod[method]?.operation;
      expect(op?.path, `${method} ${apiPath}: the operation's path must match its folder`).toBe(apiPath);
      expect(op?.method).toBe(method);
      const documented = doc.paths[apiPath]?.[method.toLowerCase()];
      expect(documented, `${method} ${apiPath} is missing from the OpenAPI document`).toBeDefined();
      expect(documented?.security).toBeDefined();
      expect(Object.keys(documented?.responses ?? {})).toContain('200');
    }
    // every other method answers 405 with a problem body rather than Next's empty default
    for (const method of HTTP_METHODS.filter((m) => !served.includes(m))) expect(mod[method], `${method} ${apiPath}`).toBeTypeOf('function');
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
