import { ApiError } from './errors';

export const MiB = 1024 * 1024;
export const DEFAULT_BODY_LIMIT = 1 * MiB;

function tooLarge(limit: number): ApiError {
  return new ApiError('payload_too_large', `The request body is larger than ${limit} bytes.`, {
    extra: { limitBytes: limit },
  });
}

/**
 * Reads the body as text, refusing with 413 as soon as it is known to exceed `limit`: at once from
 * Content-Length, or while streaming when the length is not declared. Never buffers more than `limit`.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}

/** Parses a JSON request body; 400 for a wrong content type, invalid UTF-8 or invalid JSON. */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError('validation_failed', 'The request body must be JSON (Content-Type: application/json).', {
      errors: [{ path: '(body)', message: 'Expected Content-Type application/json' }],
    });
  }
  let text: string;
  try {
    text = await readBodyText(request, limit);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('validation_failed', 'The request body is not valid UTF-8.', { errors: [{ path: '(body)', message: 'Invalid UTF-8' }] });
  }
  if (text.trim() === '') {
    throw new ApiError('validation_failed', 'The request body is empty; a JSON object is expected.', {
      errors: [{ path: '(body)', message: 'Required' }],
    });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('validation_failed', 'The request body is not valid JSON.', { errors: [{ path: '(body)', message: 'Invalid JSON' }] });
  }
}
