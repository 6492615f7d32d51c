/**
 * Signs in through next-auth's credentials endpoint, as the sign-in form does, and answers the Cookie
 * header of the session, so a tool without a browser (Lighthouse) can load signed-in pages.
 */

/** `name=value` of every cookie a response sets (attributes such as Path and Expires dropped). */
function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((line) => line.split(';', 1)[0] ?? '').filter(Boolean);
}

export async function sessionCookie(origin: string, username: string, password: string): Promise<string> {
  const csrf = await fetch(new URL('/api/auth/csrf', origin));
  if (!csrf.ok) throw new Error(`Sign-in failed: ${csrf.url} answered ${csrf.status}`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };

  const res = await fetch(new URL('/api/auth/callback/credentials', origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookiesOf(csrf).join('; ') },
    body: new URLSearchParams({ csrfToken, username, password, json: 'true' }),
  });
  const session = cookiesOf(res).filter((cookie) => /^(__Secure-)?next-auth\.session-token(\.\d+)?=/.test(cookie));
  if (session.length === 0) throw new Error(`Sign-in as ${username} failed (answer ${res.status}): wrong username or password?`);
  return session.join('; ');
}
