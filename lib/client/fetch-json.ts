export type ProblemFieldError = { path: string; message: string };

export type Problem = {
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: ProblemFieldError[];
  requestId?: string;
};

/** A non-2xx answer from our API, carrying the RFC 9457 problem body's fields. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly errors: ProblemFieldError[];
  readonly requestId: string | undefined;

  constructor(init: { status: number; code: string; detail: string; errors?: ProblemFieldError[]; requestId?: string }) {
    super(init.detail);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
  }

  /** The message for one field (e.g. "pictureData"), if the server named it. */
  fieldMessage(path: string): string | undefined {
    return this.errors.find((e) => e.path === path)?.message;
  }
}

const FALLBACK_DETAIL: Record<number, string> = {
  401: 'Your session has ended. Sign in again.',
  403: 'You do not have access to this.',
  404: 'This was not found.',
  413: 'What you sent is too large.',
  429: 'Too many requests. Wait a moment and try again.',
};

async function readProblem(res: Response): Promise<Problem> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === 'object' ? (body as Problem) : {};
  } catch {
    return {};
  }
}

/**
 * What an ApiRequestError says about a non-2xx answer: the problem body's fields, else a plain message
 * for the status (`fallbacks` first, for callers with their own wording).
 */
export function problemFields(status: number, problem: Problem, fallbacks: Record<number, string> = {}) {
  return {
    status,
    code: problem.code ?? 'http_error',
    detail: problem.detail || problem.title || fallbacks[status] || FALLBACK_DETAIL[status] || `The server answered ${status}. Try again.`,
    errors: Array.isArray(problem.errors) ? problem.errors : [],
    requestId: problem.requestId,
  };
}

async function toError(res: Response): Promise<ApiRequestError> {
  return new ApiRequestError(problemFields(res.status, await readProblem(res)));
}

/** Fetches one of our own /api paths as JSON; throws ApiRequestError on any non-2xx answer. */
export async function fetchJson<T>(path: string, init?: RequestInit): Promise<T> {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  if (init?.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');

  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', ...init, headers });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiRequestError({ status: 0, code: 'network_error', detail: 'Could not reach the server. Check your connection and try again.' });
  }
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A message fit to show a person, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.detail;
  return 'Something went wrong. Try again.';
}
