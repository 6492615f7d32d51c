import 'server-only';
import { randomUUID } from 'node:crypto';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/client';
import { ROLES, type Role } from '@/db/schema';
import { forwardedClientIp } from '@/lib/api/client';
import { recordAudit } from '@/lib/audit/record';
import { checkCredentials } from './accounts';
import { checkSession, endSession, sessionMaxSeconds, startSession } from './sessions';
import { noteSignInFailure, noteSignInSuccess, signInLockedOut } from './sign-in-limits';

const SESSION_ENDED = 'The session has ended';

export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt', maxAge: sessionMaxSeconds() },
  pages: { signIn: '/signin' },
  providers: [
    CredentialsProvider({
      name: 'Username and password',
      credentials: { username: { label: 'Username', type: 'text' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials, req) {
        const username = credentials?.username?.trim().toLowerCase() ?? '';
        const password = credentials?.password ?? '';
        if (!username || !password || username.length > 100 || password.length > 200) return null;
        const header = req.headers?.['x-forwarded-for'];
        const ip = forwardedClientIp(typeof header === 'string' ? header : undefined);
        const db = getDb();
        const audit = (action: string, actor: string, actorType: 'user' | 'guest') =>
          recordAudit(db, { actor, actorType, action, target: username, requestId: randomUUID(), ip });
        const user = (await signInLockedOut(username, ip)) ? null : await checkCredentials(db, username, password);
        if (!user) {
          // The username tried and the address, never the password.
          await audit('signIn.failed', 'anonymous', 'guest');
          await noteSignInFailure(username, ip);
          return null;
        }
        await noteSignInSuccess(username, ip);
        const sid = await startSession(db, user.accountId);
        await audit('signIn', user.username, 'user');
        return { id: user.username, name: user.displayName, username: user.username, employeeId: user.employeeId, roles: user.roles, sid };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const u = user as unknown as { username: string; employeeId: number; roles: Role[]; sid: string };
        token.username = u.username;
        token.employeeId = u.employeeId;
        token.roles = u.roles;
        token.sid = u.sid;
        return token;
      }
      // Every later read of the cookie (pages, /api/auth/session) asks whether its session still runs;
      // throwing makes next-auth answer no session and clear the cookie.
      if (typeof token.sid !== 'string' || typeof token.username !== 'string' || !(await checkSession(getDb(), token.sid, token.username))) {
        throw new Error(SESSION_ENDED);
      }
      return token;
    },
    session({ session, token }) {
      const roles = Array.isArray(token.roles) ? token.roles.filter((r): r is Role => ROLES.includes(r as Role)) : [];
      return { ...session, user: { ...session.user, username: String(token.username ?? ''), roles } };
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sid === 'string') await endSession(getDb(), token.sid);
    },
  },
  logger: {
    // An ended session is an expected answer, not an error worth a stack trace in the log.
    error(code, metadata) {
      if (code === 'JWT_SESSION_ERROR' && metadata instanceof Object && 'message' in metadata && metadata.message === SESSION_ENDED) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
    warn(code) {
      console.warn(`[next-auth][warn][${code}]`);
    },
    debug() {},
  },
};
