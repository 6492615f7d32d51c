import { ApiRequestError, problemFields, type Problem } from './fetch-json';

/**
 * The same ApiRequestError fetchJson throws, plus what upload screens need from the answer: the whole
 * problem body (a duplicate names its `candidateId` there) and Retry-After in seconds (for a 429).
 */
export class UploadRequestError extends ApiRequestError {
  readonly problem: Record<string, unknown>;
  readonly retryAfterSeconds: number | null;

  constructor(init: ConstructorParameters<typeof ApiRequestError>[0] & { problem?: Record<string, unknown>; retryAfterSeconds?: number | null }) {
    super(init);
    this.name = 'UploadRequestError';
    this.problem = init.problem ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export type UploadOptions = {
  /** The share of the body sent so far, 0 to 1; null when the browser cannot tell the total. */
  onProgress?: (fraction: number | null) => void;
  /** The body has been sent in full; the server is now working on it. */
  onSent?: () => void;
  signal?: AbortSignal;
  /** Extra request headers, such as Idempotency-Key. */
  headers?: Record<string, string>;
};

// Only what is specific to uploads; the server's problem detail wins whenever there is one.
const FALLBACK_DETAIL: Record<number, string> = {
  401: 'Your session has ended. Reload the page and try again.',
  403: 'You do not have access to this.',
  413: 'This file is too large. Upload a smaller one.',
  429: 'Too many attempts. Wait a while and try again.',
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Retry-After is either seconds or an HTTP date (RFC 9110). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function problemError(xhr: XMLHttpRequest): UploadRequestError {
  const parsed = parseJson(xhr.responseText);
  const problem = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return new UploadRequestError({
    ...problemFields(xhr.status, problem as Problem, FALLBACK_DETAIL),
    problem,
    retryAfterSeconds: retryAfterSeconds(xhr.getResponseHeader('Retry-After')),
  });
}

const networkError = () =>
  new UploadRequestError({ status: 0, code: 'network_error', detail: 'Could not reach the server. Check your connection and try again.' });

/**
 * POSTs FormData (multipart) or a JSON value to one of our own /api paths with XMLHttpRequest, which,
 * unlike fetch, reports upload progress. Answers the parsed JSON; throws UploadRequestError on any
 * non-2xx answer or network failure, and an AbortError DOMException when `signal` aborts.
 */
export function uploadJson<T>(path: string, body: FormData | object, options: UploadOptions = {}): Promise<T> {
  const { onProgress, onSent, signal, headers = {} } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress?.(e.lengthComputable && e.total > 0 ? e.loaded / e.total : null);
    xhr.upload.onload = () => {
      onProgress?.(1);
      onSent?.();
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(problemError(xhr));
      if (xhr.status === 204) return resolve(undefined as T);
      const parsed = parseJson(xhr.responseText);
      if (parsed === null) return reject(new UploadRequestError({ status: xhr.status, code: 'bad_response', detail: 'The server sent an answer we could not read. Try again.' }));
      resolve(parsed as T);
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    if (body instanceof FormData) {
      // The browser sets multipart/form-data with its boundary itself.
      xhr.send(body);
    } else {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(body));
    }
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
