import { beforeAll, describe, expect, it } from 'vitest';
import { MiB } from '@/lib/api/body';
import { call, systemKey, type Caller, type CallOptions } from '../helpers/call';
import { JOB_BODY } from '../helpers/fixtures';
import { ENDPOINTS, type EndpointName } from '../tables/endpoints';

/**
 * Bodies meant to hurt: too large (declared, chunked, or with a lying Content-Length), nested without
 * end, huge arrays, bytes that are not UTF-8, the wrong Content-Type. Each is refused with a clean 4xx,
 * and the process goes on serving.
 */
let system: Caller;
beforeAll(async () => {
  system = await systemKey();
});

function send(endpoint: EndpointName, options: Partial<CallOptions>) {
  const e = ENDPOINTS[endpoint];
  return call(e.handler, { ...e, body: undefined, headers: { 'content-type': 'application/json' }, as: system, ...options });
}

const json = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

/** A body streamed in 64 KiB chunks without end; counts what the server pulled. */
function endless() {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

/** A JSON object of about `bytes` bytes: a good job with padding in a field the schema refuses. */
const jobOf = (bytes: number) => JSON.stringify({ ...JOB_BODY, padding: 'x'.repeat(bytes) });

describe('oversized bodies: 413 payload_too_large', () => {
  const over = jobOf(MiB + 10);

  it('declared by Content-Length: refused before a byte is read', async () => {
    const { stream, pulled } = endless();
    const res = await send('POST job', { rawBody: stream, headers: { 'content-type': 'application/json', 'content-length': String(2 * MiB) } });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'payload_too_large', limitBytes: MiB });
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('sent chunked without Content-Length', async () => {
    const res = await send('POST job', { rawBody: new Blob([over]).stream() });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe('payload_too_large');
  });

  it('when Content-Length claims less than is sent', async () => {
    const res = await send('POST job', { rawBody: json(over), headers: { 'content-type': 'application/json', 'content-length': '100' } });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe('payload_too_large');
  });

  it('an endless stream is cut off once the limit is passed, never buffered in full', async () => {
    const { stream, pulled } = endless();
    const res = await send('POST job', { rawBody: stream });
    expect(res.status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(MiB + 2 * 64 * 1024);
  });

  it('resume endpoints take up to 8 MiB, and refuse more', async () => {
    const candidate = (bytes: number) => JSON.stringify({ firstName: 'Asha', primaryEmail: 'asha@example.com', padding: 'x'.repeat(bytes) });
    const within = await send('POST candidate', { rawBody: new Blob([candidate(8 * MiB - 200)]).stream() });
    expect(within.status).toBe(400);
    expect(within.json.errors).toEqual([{ path: 'padding', message: 'Unknown field' }]);
    for (const endpoint of ['POST candidate', 'POST refer', 'POST parse resume'] as const) {
      const res = await send(endpoint, { rawBody: new Blob([candidate(8 * MiB)]).stream() });
      expect(res.status, endpoint).toBe(413);
      expect(res.json).toMatchObject({ code: 'payload_too_large', limitBytes: 8 * MiB });
    }
  });
});

describe('deeply nested JSON', () => {
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it('100,000 levels of [ are a 400, and the next request is served as usual', async () => {
    const res = await send('POST job', { rawBody: deep(100_000) });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ path: '(body)', message: 'Nested too deeply' }]);
    const unclosed = await send('POST job', { rawBody: '{"a":'.repeat(100_000) });
    expect(unclosed.status).toBe(400);
    const next = await send('POST job', { rawBody: JSON.stringify(JOB_BODY) });
    expect(next.status).toBe(200);
  });

  it('inside a field that takes any value, with an Idempotency-Key (the fingerprint walks the body)', async () => {
    const res = await send('POST payroll import', {
      rawBody: `{"payslips":[${deep(100_000)}]}`,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-nesting' },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ path: '(body)', message: 'Nested too deeply' }]);
  });

  it('brackets inside strings are text, not nesting', async () => {
    const description = `Build ${'['.repeat(500)} and "{{{" things with **TypeScript** and SQLite.`;
    const res = await send('POST job', { rawBody: JSON.stringify({ ...JOB_BODY, description }) });
    expect(res.status).toBe(200);
  });
});

describe('huge arrays within the size limit', () => {
  it('a million elements are refused by the schema (400) quickly', async () => {
    const million = new Array(1_000_000).fill(0);
    const started = performance.now();
    const field = await send('POST candidate', { rawBody: JSON.stringify({ firstName: 'Asha', primaryEmail: 'asha@example.com', skills: million }) });
    const whole = await send('POST candidate', { rawBody: JSON.stringify(million) });
    const elapsed = performance.now() - started;
    expect(field.status).toBe(400);
    expect(field.json.errors).toHaveLength(1);
    expect(field.json.errors[0].path).toBe('skills');
    expect(whole.status).toBe(400);
    expect(whole.json.errors).toEqual([expect.objectContaining({ path: '(body)' })]);
    // Parsing 2 MB of JSON twice takes a few hundred milliseconds here; a per-element error list would take far longer.
    expect(elapsed).toBeLessThan(5000);
  });

  it('half a million within 1 MiB', async () => {
    const res = await send('POST job', { rawBody: JSON.stringify({ ...JOB_BODY, joiningLocations: new Array(500_000).fill(0) }) });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveLength(1);
  });
});

describe('bytes that are not UTF-8: 400, never replaced characters', () => {
  const withBytes = (bytes: number[]) => new Uint8Array(Buffer.concat([Buffer.from('{"title":"'), Buffer.from(bytes), Buffer.from('"}')]));

  it.each([
    ['a lone 0xFF', [0xff]],
    ['an overlong encoding of /', [0xc0, 0xaf]],
    ['an encoded surrogate (CESU-8)', [0xed, 0xa0, 0x80]],
    ['a sequence cut short', [0xe2, 0x82]],
  ])('%s', async (_what, bytes) => {
    const res = await send('POST job', { rawBody: withBytes(bytes) });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ path: '(body)', message: 'Invalid UTF-8' }]);
  });

  it('in a CSV import and in a token request too', async () => {
    const csv = await send('POST payroll import', {
      query: { kind: 'payslips' },
      rawBody: new Uint8Array(Buffer.from('username,month,BASIC\nemploy\xe9e,2026-01,100\n', 'latin1')),
      headers: { 'content-type': 'text/csv' },
    });
    expect(csv.status).toBe(400);
    const token = await send('POST oauth token', {
      rawBody: new Uint8Array(Buffer.from('grant_type=client_credentials&client_id=\xff', 'latin1')),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(token.status).toBe(400);
  });

  it('a \\ud800 escape (valid UTF-8, but half a surrogate pair) is a 400 naming the field; a whole pair is taken', async () => {
    const lone = await send('POST job', { rawBody: JSON.stringify({ ...JOB_BODY, title: 'Engineer \ud800' }) });
    expect(lone.status).toBe(400);
    expect(lone.json.errors).toEqual([{ path: 'title', message: 'Unpaired surrogate' }]);
    const pair = await send('POST job', { rawBody: JSON.stringify({ ...JOB_BODY, title: 'Engineer \ud83d\ude80' }) });
    expect(pair.status).toBe(200);
    expect(pair.json.title).toBe('Engineer \u{1f680}');
  });

  it('a byte order mark before the JSON is no part of it', async () => {
    const res = await send('POST job', { rawBody: new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ ...JOB_BODY, title: 'After a BOM' }))])) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.title).toBe('After a BOM');
  });
});

describe('Content-Type', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['none', ''],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart, on an operation that takes only JSON', 'multipart/form-data; boundary=x'],
    ['CSV, on an operation that takes only JSON', 'text/csv'],
    ['a look-alike', 'application/jsonp'],
  ])('%s is refused on a JSON operation', async (_what, type) => {
    const res = await send('POST job', { rawBody: JSON.stringify(JOB_BODY), headers: { 'content-type': type } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ path: '(body)', message: 'Expected Content-Type application/json' }]);
  });

  it('JSON with a charset, or a +json type, is taken', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const res = await send('POST job', { rawBody: JSON.stringify(JOB_BODY), headers: { 'content-type': type } });
      expect(res.status, type).toBe(200);
    }
  });

  it('the token endpoint refuses JSON', async () => {
    const res = await send('POST oauth token', { rawBody: '{"grant_type":"client_credentials"}' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('invalid_request');
  });
});
