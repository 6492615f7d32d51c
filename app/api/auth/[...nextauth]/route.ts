import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';
import { guardSignInPost } from '@/lib/auth/sign-in-limits';

// GET|POST /api/auth/* - next-auth's own sign-in, sign-out, session and CSRF endpoints (browser only)
const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

/** Posts (sign-in, sign-out) want HTTPS, and sign-in attempts are throttled per client (lib/auth/sign-in-limits.ts). */
export async function POST(request: Request, context: Context): Promise<Response> {
  return (await guardSignInPost(request)) ?? handler(request, context);
}

export { handler as GET };
