// The signed-in pages the benchmark loads (issue 29): as a browser asks for them, with the session cookie
// of a person who signed in through next-auth, since pages take no API key.
import { DEMO_PASSWORD } from '../lib/seed/seed';
import { sessionCookie } from '../scripts/session-cookie';

/** Who loads the pages: a plain employee of the demo accounts (every seed has them). */
export const PAGE_VISITOR = 'employee';

/** The page scenarios' headers; empty until signInPageVisitor has run against the server. */
export const pageVisitorHeaders: Record<string, string> = {};

/** Signs the page visitor in on the running server, so the page scenarios send a real session cookie. */
export async function signInPageVisitor(baseUrl: string): Promise<void> {
  pageVisitorHeaders.Cookie = await sessionCookie(baseUrl, PAGE_VISITOR, DEMO_PASSWORD);
}
