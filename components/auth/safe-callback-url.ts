export const DEFAULT_CALLBACK_URL = '/profile';

/**
 * Only same-site paths: "/x" is fine, but "//host" and "/\host" are protocol-relative URLs in browsers
 * and would send the person to another site after signing in.
 */
export function safeCallbackUrl(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_CALLBACK_URL;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_CALLBACK_URL;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return DEFAULT_CALLBACK_URL;
  return value;
}
