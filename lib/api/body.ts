import { isAscii } from 'node:buffer';
import { parse } from 'csv-parse/sync';
import { unreadRawRequest } from '@/lib/net/raw-request';
import { ApiError } from './errors';
import { MAX_JSON_DEPTH, nestsDeeperThan, unpairedSurrogateAt } from './json-checks';
import { parseJson } from './parse-json';

export const MiB = 1024 * 1024;
export const DEFAULT_BODY_LIMIT = 1 * MiB;

function tooLarge(limit: number): ApiError {
  return new ApiError('payload_too_large', `The request body is larger than ${limit} bytes.`, {
    extra: { limitBytes: limit },
  });
}

/**
 * Reads the body's chunks, refusing with 413 as soon as it is known to exceed `limit`: at once from
 * Content-Length, or while streaming when the length is not declared. Never buffers more than `limit`.
 * Reads from the Node.js request itself when it can (see lib/net/raw-request.ts).
 */
async function readBodyChunks(request: Request, limit: number): Promise<{ chunks: Uint8Array[]; length: number }> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
  // Node.js's web streams are async iterable; the DOM types TypeScript uses do not say so.
  const source = unreadRawRequest(request) ?? (request.body as AsyncIterable<Uint8Array> | null);
  const chunks: Uint8Array[] = [];
  let length = 0;
  if (!source) return { chunks, length };
  // Leaving the loop early (the 413) cancels the stream, as the reader's cancel() did.
  for await (const chunk of source) {
    length += chunk.byteLength;
    if (length > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  return { chunks, length };
}

/** The body's bytes, within `limit` (see readBodyChunks). */
export async function readBodyBytes(request: Request, limit: number): Promise<Buffer> {
  const { chunks, length } = await readBodyChunks(request, limit);
  return Buffer.concat(chunks, length);
}

/** Bodies up to this size are joined in one buffer kept for reuse (see joinForDecoding). */
const REUSED_JOIN_BYTES = 4 * MiB;
let joinBuffer = Buffer.alloc(0);

/**
 * The chunks as one contiguous view, valid until the caller's synchronous code ends. A fresh buffer per
 * body would cost, for a megabyte resume, page faults and a megabyte of external memory, which is what
 * makes V8 run full collections; one buffer serves every request because it is filled, decoded and let
 * go without an await in between.
 */
function joinForDecoding(chunks: Uint8Array[], length: number): Buffer {
  if (chunks.length === 1 && chunks[0]) return Buffer.from(chunks[0].buffer, chunks[0].byteOffset, chunks[0].byteLength);
  if (length > REUSED_JOIN_BYTES) return Buffer.concat(chunks, length);
  if (joinBuffer.length < length) joinBuffer = Buffer.allocUnsafeSlow(Math.min(REUSED_JOIN_BYTES, Math.max(length, 2 * joinBuffer.length)));
  let at = 0;
  for (const chunk of chunks) {
    joinBuffer.set(chunk, at);
    at += chunk.byteLength;
  }
  return joinBuffer.subarray(0, length);
}

/** The body as UTF-8 text, within `limit` (see readBodyChunks); invalid UTF-8 is a 400, never replaced characters. */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  const { chunks, length } = await readBodyChunks(request, limit);
  const bytes = joinForDecoding(chunks, length);
  // ASCII reads the same as Latin-1, and Node keeps a large Latin-1 string outside the V8 heap: for a
  // base64 resume that skips allocating (and page-faulting in) a fresh megabyte-sized heap string.
  if (isAscii(bytes)) return bytes.toString('latin1');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError('validation_failed', 'The request body is not valid UTF-8.', { errors: [{ path: '(body)', message: 'Invalid UTF-8' }] });
  }
}

export function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '');
}

export function isCsv(request: Request): boolean {
  return /^text\/csv\b/i.test(request.headers.get('content-type') ?? '');
}

/**
 * Reads a text/csv body (within `limit`) into `{ csv: rows }`, one object per line keyed by the header
 * line, so the operation's schema and handler see it as they see JSON. Cells are trimmed; blank lines skipped.
 */
export async function readCsvAsJson(request: Request, limit: number): Promise<{ csv: Record<string, string>[] }> {
  const text = await readBodyText(request, limit);
  try {
    return { csv: parse(text, { columns: csvColumns, skip_empty_lines: true, trim: true, bom: true }) as Record<string, string>[] };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const message = err instanceof Error ? err.message : 'Invalid CSV';
    throw new ApiError('validation_failed', `The CSV body could not be read: ${message}`, { errors: [{ path: '(body)', message }] });
  }
}

/**
 * The header line as column names. csv-parse would silently drop a column named `__proto__` (assigning it
 * sets the record's prototype), so it is refused like the unknown field it is.
 */
function csvColumns(header: string[]): string[] {
  if (header.includes('__proto__')) throw new ApiError('validation_failed', 'A CSV column may not be named __proto__.', { errors: [{ path: '__proto__', message: 'Unknown field' }] });
  return header;
}

/** Where a multipart upload's file goes in the JSON-shaped body the operation validates. */
export interface MultipartFile {
  /** form part names that may carry the file, e.g. `file` */
  parts: readonly string[];
  /** body field that receives the file as base64 */
  into: string;
  /** body field that receives the file name's extension, unless the form sends that field itself */
  extensionInto: string;
}

/**
 * Reads a multipart/form-data body (within `limit`) into the same shape as the JSON form of the
 * operation, so one schema and one handler serve both: the file becomes base64 under `spec.into`.
 * Text parts are copied as they are, so unknown ones are refused by the schema like unknown JSON fields.
 */
export async function readMultipartAsJson(request: Request, limit: number, spec: MultipartFile): Promise<Record<string, unknown>> {
  const bytes = await readBodyBytes(request, limit);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new ApiError('validation_failed', 'The multipart/form-data body could not be read.', { errors: [{ path: '(body)', message: 'Invalid multipart body' }] });
  }
  // No prototype, so that a part named `__proto__` is an unknown field the schema refuses, not a prototype.
  const body: Record<string, unknown> = Object.create(null);
  for (const [name, value] of form) {
    if (typeof value === 'string') body[name] = value;
    else if (spec.parts.includes(name)) {
      body[spec.into] = Buffer.from(await value.arrayBuffer()).toString('base64');
      const extension = /\.([A-Za-z0-9]{1,8})$/.exec(value.name)?.[1];
      if (extension && form.get(spec.extensionInto) === null) body[spec.extensionInto] = extension;
    } else body[name] = '(file)';
  }
  return body;
}

/** Parses a JSON request body; 400 for a wrong content type, invalid UTF-8, invalid JSON, deep nesting or unpaired surrogates. */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError('validation_failed', 'The request body must be JSON (Content-Type: application/json).', {
      errors: [{ path: '(body)', message: 'Expected Content-Type application/json' }],
    });
  }
  const text = await readBodyText(request, limit);
  if (text.trim() === '') {
    throw new ApiError('validation_failed', 'The request body is empty; a JSON object is expected.', {
      errors: [{ path: '(body)', message: 'Required' }],
    });
  }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ApiError('validation_failed', `The request body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels.`, {
      errors: [{ path: '(body)', message: 'Nested too deeply' }],
    });
  }
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    throw new ApiError('validation_failed', 'The request body is not valid JSON.', { errors: [{ path: '(body)', message: 'Invalid JSON' }] });
  }
  const unpaired = unpairedSurrogateAt(text, value);
  if (unpaired !== null) {
    throw new ApiError('validation_failed', 'The request body holds a \\u escape of half a surrogate pair, which is not Unicode text.', {
      errors: [{ path: unpaired, message: 'Unpaired surrogate' }],
    });
  }
  return value;
}
