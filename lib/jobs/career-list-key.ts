/**
 * The career site's list (/careers?q=...&location=...) as one path segment. Next.js caches a page per
 * path and renders per request any page that reads the query string, so proxy.ts rewrites /careers to
 * /careers-list/{key}, a cached page per key. The key keeps only the list's own parameters, in one
 * order, without empty ones: links that differ only in tracking parameters, order or blanks share one
 * cached page. Read by proxy.ts too, so it imports nothing from the server.
 */

/** The list's parameters in the order the key lists them. */
export const CAREER_LIST_PARAMS = ['q', 'location', 'unit', 'type', 'minExp', 'maxExp', 'sort', 'page'] as const;

/** The key of the list with no parameter (a path segment cannot be empty). */
const ALL = 'all';

// The key is the query string in base64url, whose letters need no percent-encoding in a path: Next.js
// hands a page's params still encoded to the page and decoded to generateMetadata.
function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(key: string): string {
  try {
    const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    // Not a key this module made (a hand-typed /careers-list/ address): the whole list.
    return '';
  }
}

/** Longer values are cut: no parameter means anything past this, and keys stay short. */
const MAX_VALUE_CHARS = 100;

export function careerListKey(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of CAREER_LIST_PARAMS) {
    const value = search.get(name)?.trim().slice(0, MAX_VALUE_CHARS);
    if (value) kept.set(name, value);
  }
  return kept.size > 0 ? toBase64Url(kept.toString()) : ALL;
}

/** The parameters a key names, as the page's searchParams would hold them. */
export function careerListParams(key: string): Record<string, string> {
  return key === ALL ? {} : Object.fromEntries(new URLSearchParams(fromBase64Url(key)));
}
