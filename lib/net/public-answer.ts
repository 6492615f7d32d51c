import 'server-only';
import { createHash } from 'node:crypto';

/**
 * Answers every visitor gets alike (the sitemap, the feed, robots.txt): a CDN or browser may keep them
 * for a minute and serve a stale copy for five more while it asks again; the origin works each out from
 * a cache that follows the jobs' versions, so a job change shows there at once.
 */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** A body with its strong ETag, worked out once where the body is cached. */
export type Tagged = { body: string; etag: string };

export function tagged(body: string): Tagged {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/** Whether If-None-Match names this ETag (or `*`), by the weak comparison RFC 9110 asks of it (W/ ignored). */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((raw) => opaque(raw) === '*' || opaque(raw) === opaque(etag));
}

/** The answer, or 304 with no body when the client already holds this version. Sets no cookie. */
export function publicAnswer(request: Request, { body, etag }: Tagged, contentType: string): Response {
  const headers = { ETag: etag, 'Cache-Control': PUBLIC_CACHE, Vary: 'Accept-Encoding' };
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': contentType } });
}
