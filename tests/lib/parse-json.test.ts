import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlByte, OUTLINE_MIN_LENGTH, parseJson } from '@/lib/api/parse-json';

const LONG = OUTLINE_MIN_LENGTH + 10;
const base64 = Buffer.alloc(LONG, 7).toString('base64');

/** parseJson's answer and JSON.parse's, or the error class each throws. */
function both(text: string): [unknown, unknown] {
  const run = (parse: (t: string) => unknown) => {
    try {
      return { value: parse(text) };
    } catch (error) {
      return { error: (error as Error).constructor.name };
    }
  };
  return [run(parseJson), run(JSON.parse)];
}

describe('parseJson', () => {
  it('gives a body with a 1 MB base64 value exactly what JSON.parse gives', () => {
    const resume = Buffer.alloc(1_000_000, 42).toString('base64');
    const text = JSON.stringify({ firstName: 'Ada', resume, skills: ['TypeScript'], resumeExtension: 'pdf' });
    const parsed = parseJson(text) as Record<string, unknown>;
    expect(parsed).toEqual(JSON.parse(text));
    expect(parsed.resume).toBe(resume);
  });

  it.each([
    ['a long value with escapes', JSON.stringify({ a: `${'x'.repeat(LONG)}"\n\u00e9` })],
    ['a long value ending in a backslash', JSON.stringify({ a: `${'x'.repeat(LONG)}\\`, b: base64 })],
    ['two long values and pretty printing', JSON.stringify({ a: base64, list: [base64, 'short'], n: 1 }, null, 2)],
    ['a long key (left as a key)', JSON.stringify({ [base64]: 'value', other: base64 })],
    ['a long value at the top level', JSON.stringify(base64)],
    ['a long value in an array with whitespace around', `[ ${JSON.stringify(base64)} , 1 ]`],
    ['a string that looks like the placeholder', JSON.stringify({ a: '\u0000outlined-0000:0', b: base64 })],
  ])('%s: the same value as JSON.parse', (_name, text) => {
    const [ours, theirs] = both(text);
    expect(ours).toEqual(theirs);
    expect(ours).toHaveProperty('value');
  });

  it.each([
    ['a raw newline inside a long string', `{"a":"${'x'.repeat(LONG)}\n"}`],
    ['a raw tab inside a long string', `["${'x'.repeat(LONG)}\t"]`],
    ['a long string never closed', `{"a":"${base64}`],
    ['invalid JSON after a long string', `{"a":"${base64}",}`],
    ['invalid JSON before a long string', `{"a" 1, "b":"${base64}"}`],
    ['a long literal where a key must be', `{"${base64}"}`],
    ['a long literal followed by garbage', `["${base64}" x]`],
  ])('%s: refused, as JSON.parse refuses it', (_name, text) => {
    const [ours, theirs] = both(text);
    expect(theirs).toEqual({ error: 'SyntaxError' });
    expect(ours).toEqual(theirs);
  });

  it('refuses each raw control character wherever it stands in a long string, ASCII or not', () => {
    const refused = (filler: string, length: number, at: number, code: number) => {
      const chars = filler.repeat(length).split('');
      chars[at] = String.fromCharCode(code);
      expect(both(`{"a":"${chars.join('')}"}`), `U+${code.toString(16)} at ${at} of ${length} ${filler}`).toEqual([{ error: 'SyntaxError' }, { error: 'SyntaxError' }]);
    };
    // ASCII is read four bytes at a time: every place in a word, the middle, and a tail of one to three bytes.
    for (const length of [LONG, LONG + 1, LONG + 2, LONG + 3]) {
      for (const at of [0, 1, 2, 3, Math.floor(length / 2), length - 3, length - 2, length - 1]) {
        for (let code = 0; code < 0x20; code++) refused('q', length, at, code);
      }
      // The characters either side of the range pass.
      for (const edge of [' ', '~', '\u007f']) {
        const value = `${'q'.repeat(length - 1)}${edge}`;
        expect(parseJson(JSON.stringify({ a: value }))).toEqual({ a: value });
      }
    }
    for (const code of [0, 0x0a, 0x1f]) for (const at of [0, LONG - 1]) refused('é', LONG, at, code);
  });

  it('agrees with JSON.parse on any JSON value with long strings in it', () => {
    const long = fc.string({ minLength: 0, maxLength: 20 }).map((tail) => 'q'.repeat(LONG) + tail);
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), long, fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(fc.string(), tie('node'), { maxKeys: 3 })),
    })).node;
    fc.assert(
      fc.property(value, fc.boolean(), (v, pretty) => {
        const text = JSON.stringify(v, null, pretty ? 1 : undefined) ?? 'null';
        expect(parseJson(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 60 },
    );
  });
});

describe('hasControlByte', () => {
  it('finds each byte below 0x20 at every place, whatever the view’s alignment, and nothing else', () => {
    const backing = new Uint8Array(64 + 8);
    for (let offset = 0; offset < 4; offset++) {
      // Lengths around the loop's sixteen bytes at a time, with heads and tails of each size.
      for (const length of [0, 1, 3, 4, 5, 15, 16, 17, 33, 64]) {
        const view = backing.subarray(offset, offset + length);
        view.fill(0x71);
        expect(hasControlByte(view), `clean, ${length} at ${offset}`).toBe(false);
        for (let at = 0; at < length; at++) {
          for (const code of [0x00, 0x09, 0x0a, 0x1f]) {
            view[at] = code;
            expect(hasControlByte(view), `0x${code.toString(16)} at ${at} of ${length} at ${offset}`).toBe(true);
          }
          // The bytes either side of the range, and those of longer UTF-8 characters, are not control bytes.
          for (const code of [0x20, 0x7f, 0x80, 0xc3, 0xff]) {
            view[at] = code;
            expect(hasControlByte(view), `0x${code.toString(16)} at ${at} of ${length} at ${offset}`).toBe(false);
          }
          view[at] = 0x71;
        }
      }
    }
  });
});
