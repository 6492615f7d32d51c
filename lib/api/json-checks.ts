/**
 * Checks on a JSON request body that JSON.parse does not make: how deep it nests, and whether its
 * strings are Unicode text.
 */

/** Deeper than any body of the API (the notification's `input.usersList.text.design.value` is 5). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text` nests arrays and objects deeper than `max`, found without parsing it: JSON.parse
 * copes with 100,000 levels, but what walks the result recursively afterwards (JSON.stringify for
 * the idempotency fingerprint, schemas of open values) overflows the stack.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  // Few brackets cannot nest deep: counted by indexOf, which scans natively, a body of a 1 MB base64
  // resume is cleared in a fraction of the character loop's milliseconds.
  if (openingsAtMost(text, max)) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character, quotes included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Whether `text` holds at most `max` opening brackets and braces, in strings or not. */
function openingsAtMost(text: string, max: number): boolean {
  let count = 0;
  for (const opening of ['[', '{']) {
    for (let at = text.indexOf(opening); at !== -1; at = text.indexOf(opening, at + 1)) if (++count > max) return false;
  }
  return true;
}

const UNPAIRED_SURROGATE = /\p{Cs}/u;

/**
 * The path (`title`, `education.0.school`, `(body)`) of the first string or key holding an unpaired
 * surrogate, which only a `\uD800`-style escape can produce in valid UTF-8: stored or sent on, it
 * would silently become U+FFFD. Null when every string is Unicode text.
 */
export function unpairedSurrogateAt(text: string, value: unknown): string | null {
  // Cheap tests first: without a surrogate escape in the text, no string can hold one. The plain search
  // for `\u` runs natively, some thirty times faster than the expression over a megabyte of base64.
  if (!text.includes('\\u') || !/\\u[dD][89a-fA-F]/.test(text)) return null;
  // Iterative, so that no body can exhaust the stack.
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: v, path } = item;
    if (typeof v === 'string') {
      if (UNPAIRED_SURROGATE.test(v)) return path.join('.') || '(body)';
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (UNPAIRED_SURROGATE.test(key)) return [...path, key].join('.');
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}
