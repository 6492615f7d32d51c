export const ERROR_CODES = {
  validation_failed: { status: 400, title: 'Bad Request' },
  conflict_state: { status: 400, title: 'Bad Request' },
  unauthorized: { status: 401, title: 'Unauthorized' },
  insufficient_scope: { status: 403, title: 'Forbidden' },
  forbidden: { status: 403, title: 'Forbidden' },
  ip_not_allowed: { status: 403, title: 'Forbidden' },
  not_found: { status: 404, title: 'Not Found' },
  method_not_allowed: { status: 405, title: 'Method Not Allowed' },
  payload_too_large: { status: 413, title: 'Payload Too Large' },
  file_rejected: { status: 422, title: 'Unprocessable Content' },
  https_required: { status: 426, title: 'Upgrade Required' },
  rate_limited: { status: 429, title: 'Too Many Requests' },
  internal: { status: 500, title: 'Internal Server Error' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  path: string;
  message: string;
}

/**
 * An expected failure that becomes a problem+json answer. `code` defaults to the status's stable code;
 * features may use their own (for example `duplicate_candidate`) with any status.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;
  readonly extra?: Record<string, unknown>;

  constructor(
    code: ErrorCode | { code: string; status: number },
    detail: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(detail);
    if (typeof code === 'string') {
      this.status = ERROR_CODES[code].status;
      this.code = code;
    } else {
      this.status = code.status;
      this.code = code.code;
    }
    this.errors = options.errors;
    this.headers = options.headers;
    this.extra = options.extra;
  }
}

const TITLES: Record<number, string> = Object.fromEntries(
  Object.values(ERROR_CODES).map(({ status, title }) => [status, title]),
);

export interface ProblemInput {
  status: number;
  code: string;
  detail: string;
  requestId: string;
  errors?: FieldError[];
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** An RFC 9457 problem+json response. */
export function problemResponse(p: ProblemInput): Response {
  const body = {
    type: `/problems/${p.code}`,
    title: TITLES[p.status] ?? 'Error',
    status: p.status,
    detail: p.detail,
    code: p.code,
    ...(p.errors && p.errors.length > 0 ? { errors: p.errors } : {}),
    ...p.extra,
    requestId: p.requestId,
  };
  const text = JSON.stringify(body);
  return new Response(text, {
    status: p.status,
    headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': noStoreFor(text), 'X-Request-Id': p.requestId, ...p.headers },
  });
}

/** Below this, gzip saves a few hundred bytes at best (the compression's own threshold is 1 KB). */
const SMALL_ANSWER_CHARS = 1024;

/**
 * `no-store` for an API answer, with `no-transform` when the answer is small. Next.js drops a route's
 * Content-Length, so its response compression cannot see that an answer is under its threshold and gzips
 * every small answer for a client that accepts gzip: a fresh zlib stream each, on the request thread.
 * `no-transform` is the one signal it honours; a flood of small refusals (hostile uploads) otherwise
 * spent a large share of that thread compressing them.
 */
export function noStoreFor(text: string): string {
  return withNoTransformIfSmall('no-store', text);
}

/** For an answer with an ETag: a client may keep it but asks again (If-None-Match) before each use. */
export function revalidateFor(text: string): string {
  return withNoTransformIfSmall('private, no-cache', text);
}

function withNoTransformIfSmall(directives: string, text: string): string {
  return text.length < SMALL_ANSWER_CHARS ? `${directives}, no-transform` : directives;
}
