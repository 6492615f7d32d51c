import 'server-only';
import { randomBytes } from 'node:crypto';

/** String values at least this long are sliced out of the text rather than copied by JSON.parse. */
export const OUTLINE_MIN_LENGTH = 64 * 1024;

// Raw control characters are not allowed in a JSON string; JSON.parse would refuse them.
const CONTROL_CHARACTER = /[\u0000-\u001f]/;

/** A buffer kept for hasControlCharacter, grown to the longest string it has checked. */
let scratch = Buffer.alloc(0);

/**
 * Whether `bytes` hold a byte below 0x20: in UTF-8 text, a raw control character (every byte of a longer
 * character is 0x80 or above). Read four bytes at a time, as whole words where the view is aligned: a byte
 * below 0x20 borrows in (word - 0x20202020) and so sets the top bit of that byte where the word's own byte
 * had it clear, the classic "has a byte less than n" test. Four words at a time, with no branch inside,
 * which is what makes the loop fast: about three times the regular expression's speed over a megabyte.
 */
export function hasControlByte(bytes: Uint8Array): boolean {
  const head = (4 - (bytes.byteOffset & 3)) & 3;
  if (bytes.length < head + 16) return bytes.some((byte) => byte < 0x20);
  for (let i = 0; i < head; i++) if (bytes[i]! < 0x20) return true;
  const words = new Int32Array(bytes.buffer, bytes.byteOffset + head, (bytes.length - head) >>> 2);
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  const whole = words.length & ~3;
  for (let i = 0; i < whole; i += 4) {
    const w = words[i]!;
    const x = words[i + 1]!;
    const y = words[i + 2]!;
    const z = words[i + 3]!;
    a |= (w - 0x20202020) & ~w;
    b |= (x - 0x20202020) & ~x;
    c |= (y - 0x20202020) & ~y;
    d |= (z - 0x20202020) & ~z;
  }
  if (((a | b | c | d) & 0x80808080) !== 0) return true;
  for (let i = head + whole * 4; i < bytes.length; i++) if (bytes[i]! < 0x20) return true;
  return false;
}

/**
 * Whether `value` holds a raw control character (U+0000 to U+001F). An ASCII string (every character one
 * byte in UTF-8, which Buffer.byteLength counts natively) is copied into a reused buffer and read as bytes
 * (hasControlByte); any other by the regular expression.
 */
function hasControlCharacter(value: string): boolean {
  if (Buffer.byteLength(value, 'utf8') !== value.length) return CONTROL_CHARACTER.test(value);
  if (scratch.length < value.length) scratch = Buffer.allocUnsafeSlow(value.length);
  return hasControlByte(scratch.subarray(0, scratch.write(value, 0, 'latin1')));
}

// Per process and unguessable: a client that sends this text as a string cannot have it replaced.
const MARKER = `\u0000outlined-${randomBytes(12).toString('hex')}:`;

/**
 * JSON.parse with the same result and the same refusals, faster for a body holding a huge string (a
 * base64 resume). JSON.parse copies every string value into a fresh V8 heap string, and a fresh megabyte
 * of memory costs milliseconds of page faults on some virtual machines (a large share of a 1 MB resume
 * request's time). Instead, each string literal of at least OUTLINE_MIN_LENGTH characters with no escape
 * in it, which is exactly its value, becomes a slice of `text` (V8 shares the memory), and the rest is
 * parsed as usual with a placeholder in its place.
 *
 * Refusals stay the same: a replaced literal is a complete, valid string token (no backslash, no control
 * character, between the two quotes that JSON.parse would also pair up), so swapping it for another
 * valid string token cannot make invalid JSON valid, nor valid JSON invalid. `controlFree` says the caller
 * found no control character anywhere in the text's bytes (hasControlByte), so that no string needs its
 * own look.
 */
export function parseJson(text: string, controlFree = false): unknown {
  if (text.length < OUTLINE_MIN_LENGTH) return JSON.parse(text);
  const outlined: string[] = [];
  let reduced = '';
  let copiedUpTo = 0;
  for (let open = text.indexOf('"'); open !== -1; ) {
    const close = closingQuote(text, open);
    if (close === -1) break; // unterminated: JSON.parse reports it
    // Keys stay: the placeholder is put back in values only.
    if (close - open - 1 >= OUTLINE_MIN_LENGTH && !isKey(text, close)) {
      const value = text.slice(open + 1, close);
      if (!value.includes('\\') && (controlFree || !hasControlCharacter(value))) {
        reduced += `${text.slice(copiedUpTo, open)}"\\u0000${MARKER.slice(1)}${outlined.length}"`;
        outlined.push(value);
        copiedUpTo = close + 1;
      }
    }
    open = text.indexOf('"', close + 1);
  }
  if (outlined.length === 0) return JSON.parse(text);
  reduced += text.slice(copiedUpTo);
  return JSON.parse(reduced, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(MARKER) ? outlined[Number(value.slice(MARKER.length))] : value,
  );
}

/** The index of the quote that ends the string literal opened at `open`, or -1. */
function closingQuote(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}

/** Whether the literal ending at `close` is an object key (a colon follows). */
function isKey(text: string, close: number): boolean {
  let at = close + 1;
  while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at++;
  return text.charAt(at) === ':';
}
