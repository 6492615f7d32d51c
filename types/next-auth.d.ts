import type { Role } from '@/db/schema';

declare module 'next-auth' {
  interface Session {
    user: { name?: string | null; email?: string | null; image?: string | null; username: string; roles: Role[] };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    username?: string;
    employeeId?: number;
    roles?: Role[];
    /** the server-side session (lib/auth/sessions.ts) this cookie belongs to */
    sid?: string;
  }
}
