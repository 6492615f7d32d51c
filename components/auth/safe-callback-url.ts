/** Where signing in lands when the sign-in link names no page (or one that is not ours): the home page. */
export const DEFAULT_CALLBACK_URL = '/';

/**
 * The request header through which proxy.ts tells the signed-in pages' layout which page was asked for
 * (path and query), so that a visit without a session can come back to it after signing in. The layout
 * cannot see the URL itself; proxy.ts always sets this header, so a client cannot choose its value.
 */
export const RETURN_TO_HEADER = 'x-hr-return-to';

// Browsers skip tabs and line breaks inside URLs and read "\" as "/", so "/\t/evil.example" or
// "/\\evil.example" would leave the site; none of them belongs in a path of ours.
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;
// Percent-encoded twice at most in what a link can carry ("%252F" is "%2F" once decoded).
const DECODING_ROUNDS = 3;

function sameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTER.test(value)) return false;
  // The URL parser is the browser's judge of where a path leads: it must stay on the origin it is resolved against.
  try {
    return new URL(value, 'http://callback.invalid').origin === 'http://callback.invalid';
  } catch {
    return false;
  }
}

/**
 * `value` when it is a path on this site ("/leave?tab=history"), else the home page. "//host" and "/\host"
 * are protocol-relative URLs in browsers and absolute URLs name another origin; each of them, encoded
 * ("/%2F%2Fhost", "%2F%5Chost"), is refused too, in case something on the way decodes it before a browser
 * reads it.
 */
export function safeCallbackUrl(value: unknown): string {
  if (typeof value !== 'string' || !sameSitePath(value)) return DEFAULT_CALLBACK_URL;
  let decoded = value;
  for (let round = 0; round < DECODING_ROUNDS && decoded.includes('%'); round++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return DEFAULT_CALLBACK_URL;
    }
    if (!sameSitePath(decoded)) return DEFAULT_CALLBACK_URL;
  }
  return value;
}

/** The sign-in page, with the page to come back to when there is one worth naming. */
export function signInUrl(returnTo: string | null | undefined): string {
  const callbackUrl = safeCallbackUrl(returnTo);
  return callbackUrl === DEFAULT_CALLBACK_URL ? '/signin' : `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`;
}
