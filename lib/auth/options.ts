import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { getDb } from '@/db/client';
import { ROLES, type Role } from '@/db/schema';
import { checkCredentials } from './accounts';

const SESSION_MAX_AGE_SECONDS = 8 * 3600;

// Ten wrong passwords for one username in 15 minutes lock that username out for the rest of the window.
const failedSignIns = new RateLimiterMemory({ points: 10, duration: 15 * 60 });

export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: '/signin' },
  providers: [
    CredentialsProvider({
      name: 'Username and password',
      credentials: { username: { label: 'Username', type: 'text' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials) {
        const username = credentials?.username?.trim().toLowerCase() ?? '';
        const password = credentials?.password ?? '';
        if (!username || !password || username.length > 100 || password.length > 200) return null;
        const state = await failedSignIns.get(username);
        if (state && state.remainingPoints <= 0) return null;
        const user = await checkCredentials(getDb(), username, password);
        if (!user) {
          await failedSignIns.penalty(username, 1).catch(() => undefined);
          return null;
        }
        await failedSignIns.delete(username);
        return { id: user.username, name: user.displayName, username: user.username, employeeId: user.employeeId, roles: user.roles };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const u = user as unknown as { username: string; employeeId: number; roles: Role[] };
        token.username = u.username;
        token.employeeId = u.employeeId;
        token.roles = u.roles;
      }
      return token;
    },
    session({ session, token }) {
      const roles = Array.isArray(token.roles) ? token.roles.filter((r): r is Role => ROLES.includes(r as Role)) : [];
      return { ...session, user: { ...session.user, username: String(token.username ?? ''), roles } };
    },
  },
};
