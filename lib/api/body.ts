import 'server-only';
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { finished, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse as parseCsv } from 'csv-parse';
import { unreadRawRequest } from '@/lib/net/raw-request';
import { ApiError } from './errors';
import { MAX_JSON_DEPTH, nestsDeeperThan, unpairedSurrogateAt } from './json-checks';
import { hasControlByte, OUTLINE_MIN_LENGTH, parseJson } from './parse-json';

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
  const raw = unreadRawRequest(request);
  if (raw) return readRawChunks(raw, limit);
  // Node.js's web streams are async iterable; the DOM types TypeScript uses do not say so.
  const source = request.body as AsyncIterable<Uint8Array> | null;
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

/**
 * readBodyChunks for the Node.js request itself, by its events: a megabyte arrives in a few dozen chunks,
 * and iterating them with for-await made promises for each, every one passing through the async context
 * hooks. Destroying the request on a 413 is what leaving the for-await loop early does.
 */
function readRawChunks(raw: Readable, limit: number): Promise<{ chunks: Uint8Array[]; length: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    raw.on('data', (chunk: Buffer) => {
      length += chunk.byteLength;
      if (length <= limit) chunks.push(chunk);
      else if (!raw.destroyed) {
        reject(tooLarge(limit));
        raw.destroy();
      }
    });
    // An aborted or failed request rejects; after a 413 its premature close changes nothing.
    finished(raw, (err) => (err ? reject(err) : resolve({ chunks, length })));
  });
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
  return decodeText(joinForDecoding(chunks, length));
}

/**
 * A JSON body as text (readBodyText), and whether its bytes hold no control character at all, found for a
 * body long enough for parseJson to slice strings out of it: one pass over the bytes, where a look at each
 * long string would first copy it out of the text.
 */
async function readJsonText(request: Request, limit: number): Promise<{ text: string; controlFree: boolean }> {
  const { chunks, length } = await readBodyChunks(request, limit);
  const bytes = joinForDecoding(chunks, length);
  const controlFree = length >= OUTLINE_MIN_LENGTH && !hasControlByte(bytes);
  return { text: decodeText(bytes), controlFree };
}

function decodeText(bytes: Buffer): string {
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

/** What an operation that takes text/csv does with the records, read one by one as the body streams in. */
export interface CsvBody<Q = unknown> {
  /** The most data lines a CSV body may have: beyond it, a 400 naming the limit. */
  maxRows: number;
  /** Takes one request's records (called once the query is checked, before the body is read; it may read the database first). */
  reader(query: Q): Promise<CsvReader>;
}

export interface CsvReader {
  /** One record keyed by the header line; `line` is its line in the text (the header is line 1). */
  row(record: Record<string, string>, line: number): void;
  /** What the body's `csv` field holds once every record was read. */
  end(): unknown;
}

export interface CsvLimits {
  maxBytes: number;
  maxRows: number;
}

/**
 * Parses CSV text as it arrives (csv-parse's stream API), handing each record to `onRecord` and keeping
 * none: a file is never held whole, as text or as records. Past `maxBytes` a 413, past `maxRows` records
 * a 400 naming the limit, both as soon as they are crossed; invalid UTF-8 or CSV is a 400. Cells are
 * trimmed, blank lines skipped. Answers the SHA-256 of the bytes (hex), the body's fingerprint.
 */
export async function readCsvStream(
  source: AsyncIterable<Uint8Array>,
  limits: CsvLimits,
  onRecord: (record: Record<string, string>, line: number) => void,
): Promise<string> {
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let rows = 0;
  const text = async function* (chunks: AsyncIterable<Uint8Array>) {
    for await (const chunk of chunks) {
      bytes += chunk.byteLength;
      if (bytes > limits.maxBytes) throw tooLarge(limits.maxBytes);
      hash.update(chunk);
      yield decodeUtf8(decoder, chunk);
    }
    yield decodeUtf8(decoder);
  };
  // Each record goes to onRecord as soon as it is parsed, with its line, and is not passed on: no stream
  // of records, and no snapshot of the parser's state per record.
  const parser = parseCsv({
    columns: csvColumns,
    skip_empty_lines: true,
    trim: true,
    bom: true,
    on_record: (record: Record<string, string>, context: { lines: number }) => {
      if (++rows > limits.maxRows) {
        throw new ApiError('validation_failed', `A CSV body may have at most ${limits.maxRows} lines besides the header; split the file.`, {
          errors: [{ path: '(body)', message: `More than ${limits.maxRows} lines` }],
          extra: { limitRows: limits.maxRows },
        });
      }
      onRecord(record, context.lines);
      return null;
    },
  });
  const nothingComesOut = new Writable({ objectMode: true, write: (_record, _encoding, done) => done() });
  try {
    await pipeline(source, text, parser, nothingComesOut);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const message = err instanceof Error ? err.message : 'Invalid CSV';
    throw new ApiError('validation_failed', `The CSV body could not be read: ${message}`, { errors: [{ path: '(body)', message }] });
  }
  return hash.digest('hex');
}

function decodeUtf8(decoder: TextDecoder, chunk?: Uint8Array): string {
  try {
    return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
  } catch {
    throw new ApiError('validation_failed', 'The request body is not valid UTF-8.', { errors: [{ path: '(body)', message: 'Invalid UTF-8' }] });
  }
}

/**
 * Reads a text/csv body, within `limit` bytes and `csv.maxRows` records, through the operation's reader:
 * what it makes of the records, and the fingerprint of the bytes.
 */
export async function readCsvBody<Q>(request: Request, limit: number, csv: CsvBody<Q>, query: Q): Promise<{ csv: unknown; sha256: string }> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
  const reader = await csv.reader(query);
  // Node.js's web streams are async iterable; the DOM types TypeScript uses do not say so.
  const source = unreadRawRequest(request) ?? (request.body as AsyncIterable<Uint8Array> | null) ?? Readable.from([]);
  const sha256 = await readCsvStream(source, { maxBytes: limit, maxRows: csv.maxRows }, (record, line) => reader.row(record, line));
  return { csv: reader.end(), sha256 };
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
  const { text, controlFree } = await readJsonText(request, limit);
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
    value = parseJson(text, controlFree);
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
