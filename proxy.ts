import { NextResponse, type NextRequest } from 'next/server';
import { RETURN_TO_HEADER } from '@/components/auth/safe-callback-url';
import { GUEST_COOKIE, GUEST_TTL_SECONDS, issueGuestToken, verifyGuestToken } from '@/lib/auth/guest';

/**
 * Gives a visitor who opens a job's apply page an anonymous guest session (reading a resume and
 * applying), unless they already have a valid one. Only there: the pages that list and show jobs are the
 * same for every visitor and set no cookie, so a CDN or browser may keep them. Signed-in visitors get one too: the API prefers their session
 * while it lasts, and a session that ended (signed out elsewhere, idle, account changed) must not leave
 * the career site answering 401.
 */
async function withGuestSession(request: NextRequest): Promise<NextResponse> {
  const existing = request.cookies.get(GUEST_COOKIE)?.value;
  if (existing && (await verifyGuestToken(existing))) return NextResponse.next();
  const response = NextResponse.next();
  response.cookies.set(GUEST_COOKIE, await issueGuestToken(), {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
    path: '/',
    maxAge: GUEST_TTL_SECONDS,
  });
  return response;
}

/**
 * Tells the signed-in pages' layout which page was asked for, so that a visit without a session goes to
 * sign in and then back to that page. The header is always replaced, never passed on from the client;
 * whether there is a session is the layout's to decide (it reads it anyway), so this costs no cookie check.
 */
function withReturnPath(request: NextRequest): NextResponse {
  const url = request.nextUrl;
  // A client-side navigation's internal parameter names no page state.
  const query = new URLSearchParams(url.search);
  query.delete('_rsc');
  const search = query.size > 0 ? `?${query}` : '';
  const headers = new Headers(request.headers);
  headers.set(RETURN_TO_HEADER, `${url.pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

/** A job's apply page: /careers/{jobCode}/apply. */
const APPLY_PAGE = /^\/careers\/[^/]+\/apply$/;

export async function proxy(request: NextRequest) {
  return APPLY_PAGE.test(request.nextUrl.pathname) ? withGuestSession(request) : withReturnPath(request);
}

// The apply pages and the signed-in pages only: the API, Next.js's own files, files with an extension
// (icons, the sitemap, the feed), the sign-in page, the API reference and the career site's other pages
// (lib/net/request-listener.ts serves the list from its cached page) never reach the proxy, so it adds
// nothing to an API request and no cookie to a page anyone may cache.
export const config = { matcher: ['/careers/:jobCode/apply', '/((?!api/|_next/|signin|docs|careers|.*\\..*).*)'] };
