import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBodyBytes, readBodyText, readJsonBody } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { servingRawRequest } from '@/lib/net/raw-request';

const URL_PATH = '/api/v1/candidate?x=1';

/** A stand-in for the Node.js request server.ts serves: a readable stream with a method and a URL. */
function rawRequest(chunks: readonly string[], method = 'POST', url = URL_PATH): IncomingMessage {
  return Object.assign(Readable.from(chunks.map((c) => Buffer.from(c))), { method, url }) as unknown as IncomingMessage;
}

/** A web Request whose body arrives in the given chunks. */
function webRequest(chunks: readonly (string | Uint8Array)[], init: { method?: string; path?: string } = {}): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Request(`http://localhost${init.path ?? URL_PATH}`, { method: init.method ?? 'POST', body, duplex: 'half' } as RequestInit);
}

describe('reading a body from the Node.js request being served', () => {
  it('reads the raw request when it is the one served, and leaves the web stream alone', async () => {
    const request = webRequest(['from the web stream']);
    const text = await servingRawRequest(rawRequest(['from the ', 'raw request']), () => readBodyText(request, 1024));
    expect(text).toBe('from the raw request');
    expect(request.bodyUsed).toBe(false);
  });

  it('reads the web stream when the raw request is another one, or already read', async () => {
    const other = [
      rawRequest(['raw'], 'PUT'),
      rawRequest(['raw'], 'POST', '/api/v1/elsewhere'),
      rawRequest(['raw'], 'POST', '/api/v1/candidate'),
    ];
    for (const raw of other) {
      expect(await servingRawRequest(raw, () => readBodyText(webRequest(['web']), 1024))).toBe('web');
    }
    const read = rawRequest(['raw']);
    for await (const _ of read) void _;
    expect(await servingRawRequest(read, () => readBodyText(webRequest(['web']), 1024))).toBe('web');
    // Outside any served request (tests, in-process calls) the web stream is the body.
    expect(await readBodyText(webRequest(['web']), 1024)).toBe('web');
  });

  it('refuses a raw body over the limit with 413 and stops reading it', async () => {
    const raw = rawRequest(['x'.repeat(600), 'x'.repeat(600), 'never read']);
    const failure = await servingRawRequest(raw, () => readBodyBytes(webRequest([]), 1000)).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(413);
    expect(raw.destroyed).toBe(true);
  });

  it('fails, rather than waiting, when the raw request breaks off before its end', async () => {
    const raw = Object.assign(new Readable({ read() {} }), { method: 'POST', url: URL_PATH }) as unknown as IncomingMessage;
    const reading = servingRawRequest(raw, () => readBodyBytes(webRequest([]), 1000)).catch((err: unknown) => err);
    raw.push(Buffer.from('half a bo'));
    raw.destroy(new Error('aborted'));
    expect(((await reading) as Error).message).toBe('aborted');
  });
});

describe('joining the chunks of a body', () => {
  const ascii = (n: number, fill: string) => fill.repeat(n);

  it('decodes bodies of many chunks one after another, a longer one after a shorter one, with nothing left over', async () => {
    const first = [ascii(70_000, 'a'), ascii(70_000, 'b')];
    const second = [ascii(100_000, 'c'), ascii(100_000, 'd'), ascii(100_000, 'e')];
    const third = ['short', ' body'];
    expect(await readBodyText(webRequest(first), 1 << 20)).toBe(first.join(''));
    expect(await readBodyText(webRequest(second), 1 << 20)).toBe(second.join(''));
    expect(await readBodyText(webRequest(third), 1 << 20)).toBe('short body');
  });

  it('decodes bodies read at the same time each as its own', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) => [ascii(50_000, String(i)), ascii(50_000, String.fromCharCode(65 + i)), `end ${i}`]);
    const texts = await Promise.all(bodies.map((chunks) => readBodyText(webRequest(chunks), 1 << 20)));
    expect(texts).toEqual(bodies.map((chunks) => chunks.join('')));
  });

  it('decodes UTF-8 split across chunks, and still refuses invalid UTF-8', async () => {
    const text = `${ascii(70_000, 'x')}ä€😀`;
    const bytes = new TextEncoder().encode(text);
    const cut = bytes.length - 3; // inside the emoji's four bytes
    expect(await readBodyText(webRequest([bytes.subarray(0, cut), bytes.subarray(cut)]), 1 << 20)).toBe(text);
    const invalid = webRequest([ascii(70_000, 'x'), new Uint8Array([0xc3, 0x28])]);
    await expect(readBodyText(invalid, 1 << 20)).rejects.toMatchObject({ status: 400 });
  });

  it('keeps the bytes of a body of several chunks as its own', async () => {
    const bytes = await readBodyBytes(webRequest([ascii(70_000, 'p'), ascii(70_000, 'q')]), 1 << 20);
    await readBodyText(webRequest([ascii(70_000, 'r'), ascii(70_000, 's')]), 1 << 20);
    expect(bytes.toString('latin1')).toBe(ascii(70_000, 'p') + ascii(70_000, 'q'));
  });
});

describe('reading a JSON body with a long string', () => {
  const jsonRequest = (text: string) => new Request(`http://localhost${URL_PATH}`, { method: 'POST', body: text, headers: { 'Content-Type': 'application/json' } });
  const long = 'q'.repeat(70_000);

  it('refuses a raw control character in a long string, in a compact body and in one with line breaks', async () => {
    for (const text of [`{"a":"${long}\t"}`, `{\n  "b": 1,\n  "a": "${long}\u0001"\n}`]) {
      await expect(readJsonBody(jsonRequest(text), 1 << 20)).rejects.toMatchObject({ status: 400, message: 'The request body is not valid JSON.' });
    }
  });

  it('reads a long string in a compact body and in one with line breaks between its fields', async () => {
    expect(await readJsonBody(jsonRequest(`{"a":"${long}"}`), 1 << 20)).toEqual({ a: long });
    expect(await readJsonBody(jsonRequest(`{\n  "b": 1,\n  "a": "${long}"\n}`), 1 << 20)).toEqual({ b: 1, a: long });
  });
});
