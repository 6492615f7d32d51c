import { NextResponse, type NextRequest } from 'next/server';
import { GUEST_COOKIE, GUEST_TTL_SECONDS, issueGuestToken, verifyGuestToken } from '@/lib/auth/guest';

/**
 * Gives visitors of the career site an anonymous guest session (career-portal reads and applying),
 * unless they already have a valid one. Signed-in visitors get one too: the API prefers their session
 * while it lasts, and a session that ended (signed out elsewhere, idle, account changed) must not leave
 * the career site answering 401.
 */
export async function proxy(request: NextRequest) {
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

export const config = { matcher: ['/careers', '/careers/:path*'] };
