import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';

// GET|POST /api/auth/* - next-auth's own sign-in, sign-out, session and CSRF endpoints (browser only)
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
