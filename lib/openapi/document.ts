import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { z } from 'zod';
import { ERROR_CODES } from '@/lib/api/errors';
import type { Operation } from '@/lib/api/operation';
import { rateLimitPerMinute } from '@/lib/api/rate-limit';
import { ALL_OPERATIONS } from './operations';

const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().meta({ description: `Stable: ${Object.keys(ERROR_CODES).join(', ')} (features may add their own).` }),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details.' });

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request: a parameter or body field is invalid (each is named in `errors`)',
  401: 'Unauthorized: no or invalid credentials',
  403: 'Forbidden: missing scope (`insufficient_scope`), IP not allowed (`ip_not_allowed`) or another person’s records (`forbidden`)',
  404: 'Not Found',
  405: 'Method Not Allowed (see the Allow header)',
  413: 'Payload Too Large',
  422: 'Unprocessable Content: the file is beyond what we read safely (`file_rejected`); `detail` says what to upload instead',
  426: 'HTTPS required (see the Upgrade header)',
  429: 'Rate limit exceeded (see Retry-After)',
  500: 'Internal Server Error',
};

const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'Requests allowed per minute', schema: { type: 'integer' as const } },
  'RateLimit-Remaining': { description: 'Requests left in this window', schema: { type: 'integer' as const } },
  'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' as const } },
};

const etagHeader = { ETag: { description: 'The answer\'s version; send it back in If-None-Match to get a 304 while it holds', schema: { type: 'string' as const } } };

function servers() {
  const base = process.env.BASE_URL || 'http://localhost:3000';
  const recruit = process.env.RECRUIT_BASE_URL || base;
  return {
    base: { url: base, description: 'Employee self-service ({base_url})' },
    recruit: { url: recruit, description: 'Recruitment ({recruit_base_url})' },
  };
}

function security(op: Operation): Record<string, string[]>[] {
  switch (op.security ?? 'api') {
    case 'none':
      return [];
    case 'client-credentials':
      return [{ clientBasic: [] }, {}];
    case 'api':
      return [{ apiKey: [] }, { oauth2: [op.scope] }, { session: [] }];
  }
}

function errorStatuses(op: Operation): number[] {
  const common = (op.security ?? 'api') === 'none' ? [405, 500] : [401, 403, 405, 426, 429, 500];
  return [...new Set([...op.errors, ...common])].sort((a, b) => a - b);
}

function operationObject(op: Operation, server: ReturnType<typeof servers>): ZodOpenApiOperationObject {
  const who = op.principals.length > 0 ? ` Callers: ${op.principals.join(', ')}${op.roles ? ` (roles: ${op.roles.join(', ')})` : ''}.` : '';
  const scope = (op.security ?? 'api') === 'api' ? ` Scope: \`${op.scope}\`.` : '';
  const success = op.response.schema
    ? { [op.response.contentType ?? 'application/json']: { schema: op.response.schema } }
    : { [op.response.contentType ?? 'application/octet-stream']: { schema: { type: 'string' as const, format: 'binary' } } };
  const responses: Record<string, ZodOpenApiResponseObject> = {
    '200': { description: op.response.description, headers: op.conditional ? { ...rateLimitHeaders, ...etagHeader } : rateLimitHeaders, content: success },
    ...(op.conditional ? { '304': { description: 'Not Modified: `If-None-Match` names the current ETag; no body', headers: etagHeader } } : {}),
  };
  for (const status of errorStatuses(op)) {
    responses[String(status)] = {
      description: STATUS_TEXT[status] ?? 'Error',
      content: { 'application/problem+json': { schema: problemSchema } },
    };
  }
  return {
    operationId: op.id,
    summary: op.summary,
    description: `${op.description ?? ''}${who}${scope}`.trim(),
    tags: [op.tag],
    servers: [server[op.host]],
    security: security(op),
    requestParams: { ...(op.params ? { path: op.params as never } : {}), ...(op.query ? { query: op.query as never } : {}) },
    ...(op.method === 'POST'
      ? { parameters: [{ name: 'Idempotency-Key', in: 'header' as const, required: false, schema: { type: 'string' as const, maxLength: 255 }, description: 'Retries with the same key and body within 24 h return the first answer and write nothing new.' }] }
      : {}),
    ...(op.body ? { requestBody: { required: true, content: { [op.bodyType ?? 'application/json']: { schema: op.body as never }, ...multipartContent(op), ...csvContent(op) } } } : {}),
    responses,
  };
}

/** The text/csv form of an operation that takes CSV besides JSON: a header line, then one record per line. */
function csvContent(op: Operation) {
  if (!op.csv) return {};
  return { 'text/csv': { schema: { type: 'string' as const, description: 'A header line naming the columns, then one record per line (UTF-8).' } } };
}

/** The multipart/form-data form of an operation that takes a file upload besides JSON. */
function multipartContent(op: Operation) {
  if (!op.multipart) return {};
  const [part = 'file'] = op.multipart.parts;
  const schema = {
    type: 'object' as const,
    required: [part],
    properties: {
      [part]: { type: 'string' as const, format: 'binary', description: `The file (also accepted as ${op.multipart.parts.slice(1).join(', ') || part})` },
      [op.multipart.extensionInto]: { type: 'string' as const, description: 'Optional; taken from the file name when absent' },
    },
  };
  return { 'multipart/form-data': { schema } };
}

let cached: { key: string; document: ReturnType<typeof createDocument> } | undefined;

/** The OpenAPI 3.1 document for every operation in ALL_OPERATIONS. */
export function openApiDocument(operations: readonly Operation[] = ALL_OPERATIONS) {
  const server = servers();
  const key = `${server.base.url} ${server.recruit.url} ${operations.length}`;
  if (cached?.key === key) return cached.document;
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    paths[op.path] = { ...paths[op.path], [op.method.toLowerCase()]: operationObject(op, server) };
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'HR and Recruitment API',
      version: '1.0.0',
      description: [
        'Every operation needs HTTPS and one of: an API key (`X-API-Key`), a client-credentials bearer token from `POST /api/oauth/token`, or a signed-in browser session.',
        `Rate limit: ${rateLimitPerMinute()} requests a minute per caller; every answer has RateLimit headers.`,
        'Errors are `application/problem+json` with a stable `code` and a `requestId`. Lists take `offset` (default 0) and `limit` (default 20, at most 100).',
      ].join('\n\n'),
    },
    servers: [server.base, server.recruit],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        oauth2: {
          type: 'oauth2',
          flows: { clientCredentials: { tokenUrl: `${server.base.url}/api/oauth/token`, scopes: { read: 'read records', write: 'modify records' } } },
        },
        session: { type: 'apiKey', in: 'cookie', name: 'next-auth.session-token', description: 'A signed-in browser session.' },
        clientBasic: { type: 'http', scheme: 'basic', description: 'client_id and client_secret' },
      },
    },
  });
  cached = { key, document };
  return document;
}
