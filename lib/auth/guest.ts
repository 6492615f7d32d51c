import 'server-only';
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { derivedKey } from './secret';

export const GUEST_COOKIE = 'hr_guest';
export const GUEST_TTL_SECONDS = 30 * 24 * 3600;
const TYPE = 'guest+jwt';

/** The anonymous session the career site hands out, so its pages can call the career-portal API. */
export async function issueGuestToken(): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setSubject(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${GUEST_TTL_SECONDS}s`)
    .sign(derivedKey('guest-token'));
}

export async function verifyGuestToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, derivedKey('guest-token'), { typ: TYPE, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
