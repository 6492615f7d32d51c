import { encode } from 'next-auth/jwt';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { accounts, employees, type Role } from '@/db/schema';
import { createApiClient } from '@/lib/auth/api-clients';
import { startSession } from '@/lib/auth/sessions';
import type { RouteHandler } from '@/lib/api/route';

export type Caller =
  | { session: string }
  | { apiKey: string }
  | { bearer: string }
  | { guestCookie: string }
  | 'anonymous';

export interface CallOptions {
  method?: string;
  path?: string;
  query?: Record<string, string | string[]>;
  params?: Record<string, string>;
  body?: unknown;
  /** sent as it is: text, bytes (invalid UTF-8 for instance) or a stream (chunked, without Content-Length) */
  rawBody?: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  /** sent as multipart/form-data (the boundary header is set by Request) */
  form?: FormData;
  headers?: Record<string, string>;
  as?: Caller;
  ip?: string;
  proto?: 'http' | 'https';
}

const ROLES_BY_DEMO_USER: Record<string, Role[]> = {
  admin: ['employee', 'hr_admin'],
  recruiter: ['employee', 'recruiter'],
  manager: ['employee', 'manager'],
  employee: ['employee'],
  employee2: ['employee'],
};

/** A next-auth session cookie for a demo user, as the browser would send it after signing in (with its server-side session). */
export async function sessionFor(username: string): Promise<{ session: string }> {
  const [row] = await getDb()
    .select({ id: employees.id, accountId: accounts.id })
    .from(employees)
    .innerJoin(accounts, eq(accounts.employeeId, employees.id))
    .where(eq(employees.username, username));
  if (!row) throw new Error(`no account ${username}`);
  const token = await encode({
    token: { username, employeeId: row.id, roles: ROLES_BY_DEMO_USER[username] ?? ['employee'], sid: await startSession(getDb(), row.accountId) },
    secret: process.env.NEXTAUTH_SECRET ?? '',
  });
  return { session: token };
}

export async function systemKey(scopes: ('read' | 'write')[] = ['read', 'write'], ipAllowlist: string[] = []): Promise<{ apiKey: string }> {
  const created = await createApiClient(getDb(), { name: `test-${scopes.join('-')}`, scopes, ipAllowlist, kind: 'key' });
  return { apiKey: created.apiKey ?? '' };
}

/**
 * Calls a route handler directly, as Next.js would after server.ts fixed the forwarding headers
 * (the client IP defaults to loopback, which the tests treat as secure).
 */
export async function call(handler: RouteHandler | ((r: Request) => Response | Promise<Response>), options: CallOptions = {}) {
  const url = new URL(`http://localhost${options.path ?? '/'}`);
  for (const [k, v] of Object.entries(options.query ?? {})) {
    for (const value of Array.isArray(v) ? v : [v]) url.searchParams.append(k, value);
  }
  const headers = new Headers(options.headers);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', options.ip ?? '127.0.0.1');
  if (!headers.has('x-forwarded-proto')) headers.set('x-forwarded-proto', options.proto ?? 'http');
  const as = options.as ?? 'anonymous';
  if (as !== 'anonymous') {
    if ('session' in as) headers.append('cookie', `next-auth.session-token=${as.session}`);
    if ('apiKey' in as) headers.set('x-api-key', as.apiKey);
    if ('bearer' in as) headers.set('authorization', `Bearer ${as.bearer}`);
    if ('guestCookie' in as) headers.append('cookie', `hr_guest=${as.guestCookie}`);
  }
  let body: BodyInit | undefined = options.form ?? options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  // The method defaults to the one the wrapped operation serves.
  const method = options.method ?? ('operation' in handler ? handler.operation?.method : undefined) ?? 'GET';
  // A stream body needs half duplex (fetch's rule for request streams).
  const request = new Request(url, { method, headers, body, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json: json as Record<string, any>, text, bytes };
}

/** Sessions for the demo people and a read-write system key, made once per test file. */
export async function demoCallers() {
  const [employee, employee2, manager, admin, recruiter] = await Promise.all(['employee', 'employee2', 'manager', 'admin', 'recruiter'].map((u) => sessionFor(u)));
  return { employee, employee2, manager, admin, recruiter, system: await systemKey() } as Record<'employee' | 'employee2' | 'manager' | 'admin' | 'recruiter' | 'system', Caller>;
}
