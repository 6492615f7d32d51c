import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { getDb, transaction, type Db, type WriteScope } from '@/db/client';
import { dropVersionSnapshot, withVersionSnapshot } from '@/db/versioned-cache';
import { recordAudit } from '@/lib/audit/record';
import { authenticate, WWW_AUTHENTICATE } from './authenticate';
import { DEFAULT_BODY_LIMIT, isCsv, isMultipart, readCsvBody, readJsonBody, readMultipartAsJson } from './body';
import { clientOf } from './client';
import { JsonText } from './json-text';
import { tagged, matchesEtag } from '@/lib/net/public-answer';
import { ApiError, noStoreFor, problemResponse, revalidateFor } from './errors';
import { enforceRateLimit, requireHttps } from './gates';
import { abandonIdempotent, finishIdempotent, idempotencyOwner, markIdempotentCommitted, requestFingerprint, startIdempotent, validIdempotencyKey } from './idempotency';
import type { Operation } from './operation';
import { actorName, type Principal } from './principal';
import { parseOrThrow, searchParamsObject } from './validation';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a handler gives back: the answer's value, the same already serialized, or a Response of its own. */
type Answer<R extends z.ZodType> = z.input<R> | JsonText<z.input<R>> | Response;

export interface HandlerContext<P, Q, B> {
  request: Request;
  requestId: string;
  ip: string;
  principal: Principal;
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
  db: Db;
  /**
   * Runs `fn` in one transaction (`transaction` in db/client.ts) together with the audit-log row for this
   * write (target: what was written, or how to name it from fn's result). `fn` reads and writes through
   * `tx` only: `db` is another connection, which does not see the write until it commits. `scope` names
   * what fn's reads depend on (WriteScope in db/client.ts); without one the write excludes every other.
   */
  write<T>(target: string | null | ((result: T) => string), fn: (tx: Db) => T | Promise<T>, scope?: WriteScope): Promise<T>;
}

export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = ((request: Request, context: RouteContext) => Promise<Response>) & { operation?: Operation };

// Operations without query parameters still refuse unknown ones, like every other unknown field.
const NO_QUERY = z.strictObject({});

/**
 * The one wrapper every API handler goes through: HTTPS, authentication, rate limit, who-may-call,
 * scope, validation, body limit, idempotency, audit, and problem+json errors with a request id.
 */
export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  op: Operation<P, Q, B, R>,
  handler: (ctx: HandlerContext<P, Q, B>) => Promise<Answer<R>> | Answer<R>,
): RouteHandler {
  const run: RouteHandler = async (request, context) => {
    const requestId = randomUUID();
    const { ip, secure } = clientOf(request);
    let rateHeaders: Record<string, string> = {};
    try {
      requireHttps(secure);
      const db = getDb();
      let principal: Principal | null = null;
      let authFailure: unknown = null;
      try {
        principal = await authenticate(request, db, ip);
      } catch (err) {
        authFailure = err;
      }
      rateHeaders = await enforceRateLimit(principal?.key ?? `ip:${ip}`);
      if (authFailure) throw authFailure;
      const caller = authorize(op, principal);

      const params = op.params ? parseOrThrow(op.params, await context.params, 'path') : undefined;
      const url = new URL(request.url);
      const query = parseOrThrow(op.query ?? NO_QUERY, searchParamsObject(url.searchParams), 'query');
      const limit = op.bodyLimit ?? DEFAULT_BODY_LIMIT;
      // A CSV body is read as it streams in, by the operation's reader; its fingerprint is its bytes'.
      const csv = op.body && op.csv && isCsv(request) ? await readCsvBody(request, limit, op.csv, query) : null;
      const rawBody = !op.body
        ? undefined
        : csv
          ? { csv: csv.csv }
          : op.multipart && isMultipart(request)
            ? await readMultipartAsJson(request, limit, op.multipart)
            : await readJsonBody(request, limit);
      const body = op.body ? parseOrThrow(op.body, rawBody, 'body') : undefined;

      // The Idempotency-Key's claim, if the request has one (set below, before the handler runs).
      let recordId: number | undefined;
      let audited = false;
      // Inside a write the audit row goes through the write's own `tx`, so it is part of it.
      const audit = async (tx: Db, target: string | null) => {
        await recordAudit(tx, { actor: actorName(caller), actorType: caller.kind, action: op.id, target, requestId, ip });
        audited = true;
      };
      const ctx: HandlerContext<P, Q, B> = {
        request,
        requestId,
        ip,
        principal: caller,
        params: params as Output<P>,
        query: query as Output<Q>,
        body: body as Output<B>,
        db,
        write: async <T>(target: string | null | ((result: T) => string), fn: (tx: Db) => T | Promise<T>, scope?: WriteScope) => {
          try {
            // The audit row and the claim's mark are an insert and an update by id: they need no key of their own.
            return await transaction(
              db,
              async (tx) => {
                const result = await fn(tx);
                await audit(tx, typeof target === 'function' ? target(result) : target);
                if (recordId !== undefined) await markIdempotentCommitted(tx, recordId);
                return result;
              },
              scope,
            );
          } finally {
            dropVersionSnapshot();
          }
        },
      };

      const idempotencyKey = op.method === 'POST' ? request.headers.get('idempotency-key') : null;
      if (idempotencyKey !== null) {
        if (!validIdempotencyKey(idempotencyKey)) {
          throw new ApiError('validation_failed', 'Idempotency-Key must be 1 to 255 visible ASCII characters.', {
            errors: [{ path: 'Idempotency-Key', message: 'Invalid header value' }],
          });
        }
        const started = await startIdempotent(db, idempotencyOwner(caller), idempotencyKey, requestFingerprint(op.method, url.pathname, csv ? { csvSha256: csv.sha256 } : rawBody));
        if ('replay' in started) {
          return jsonResponse(started.replay.status, started.replay.body, requestId, {
            ...rateHeaders,
            'Idempotent-Replayed': 'true',
          });
        }
        recordId = started.recordId;
      }

      let response: Response;
      try {
        const result = await handler(ctx);
        if (result instanceof Response) {
          response = withHeaders(result, { ...rateHeaders, 'X-Request-Id': requestId });
        } else {
          const text = result instanceof JsonText ? result.text : JSON.stringify(result);
          response = op.conditional ? conditionalJson(request, text, requestId, rateHeaders) : jsonResponse(200, text, requestId, rateHeaders);
        }
      } catch (err) {
        if (recordId !== undefined) await abandonIdempotent(db, recordId);
        throw err;
      }
      // An insert only: it reads nothing another write could change.
      if (op.method !== 'GET' && response.ok && !audited) await transaction(db, (tx) => audit(tx, null), { locks: [] });
      if (recordId !== undefined) {
        await finishIdempotent(db, recordId, { status: response.status, body: await response.clone().text() });
      }
      return response;
    } catch (err) {
      return errorResponse(err, requestId, rateHeaders, op.id);
    }
  };
  // A request shares one look at the table versions among the caches it consults (see withVersionSnapshot).
  const handle: RouteHandler = (request, context) => withVersionSnapshot(() => run(request, context));
  handle.operation = op as unknown as Operation;
  return handle;
}

function authorize(op: Operation, principal: Principal | null): Principal {
  // An operation only for systems (the bot's notify) wants an API key or token: a browser session is no credential for it.
  const systemsOnly = op.principals.every((kind) => kind === 'system');
  if (!principal || (principal.kind === 'guest' && !op.principals.includes('guest')) || (systemsOnly && principal.kind !== 'system')) {
    throw new ApiError('unauthorized', systemsOnly ? 'Send an API key (X-API-Key) or a bearer token.' : 'Sign in, or send an API key (X-API-Key) or a bearer token.', {
      headers: { 'WWW-Authenticate': WWW_AUTHENTICATE },
    });
  }
  if (!op.principals.includes(principal.kind)) {
    throw new ApiError('forbidden', 'This operation is not open to this kind of caller.');
  }
  if (principal.kind === 'user' && op.roles && !op.roles.some((r) => principal.roles.includes(r))) {
    throw new ApiError('forbidden', `This operation needs one of the roles: ${op.roles.join(', ')}.`);
  }
  if (!principal.scopes.includes(op.scope)) {
    throw new ApiError('insufficient_scope', `This operation needs the "${op.scope}" scope.`, {
      headers: { 'WWW-Authenticate': `${WWW_AUTHENTICATE}, error="insufficient_scope", scope="${op.scope}"` },
    });
  }
  return principal;
}

function jsonResponse(status: number, body: string, requestId: string, headers: Record<string, string>): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': noStoreFor(body), 'X-Request-Id': requestId, ...headers },
  });
}

/** A 200 with its ETag, or a 304 with no body when If-None-Match already names it. */
function conditionalJson(request: Request, body: string, requestId: string, headers: Record<string, string>): Response {
  const { etag } = tagged(body);
  const common = { ...headers, ETag: etag, 'Cache-Control': revalidateFor(body), 'X-Request-Id': requestId };
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers: common });
  return new Response(body, { status: 200, headers: { ...common, 'Content-Type': 'application/json' } });
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export function errorResponse(err: unknown, requestId: string, headers: Record<string, string>, where: string): Response {
  if (err instanceof ApiError) {
    // Every 401 says how to authenticate (RFC 9110), whichever check threw it.
    const challenge: Record<string, string> = err.status === 401 && !err.headers?.['WWW-Authenticate'] ? { 'WWW-Authenticate': WWW_AUTHENTICATE } : {};
    return problemResponse({
      status: err.status,
      code: err.code,
      detail: err.message,
      errors: err.errors,
      extra: err.extra,
      requestId,
      headers: { ...headers, ...challenge, ...err.headers },
    });
  }
  // Logged with the request id so an operator can find it; the client gets no stack trace or SQL.
  console.error(`[${requestId}] ${where} failed:`, err);
  return problemResponse({ status: 500, code: 'internal', detail: 'Something went wrong on our side.', requestId, headers });
}
