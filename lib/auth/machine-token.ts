import 'server-only';
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Scope } from '@/db/schema';
import { derivedKey } from './secret';

const ISSUER = 'hr-recruitment/oauth';
const AUDIENCE = 'hr-recruitment/api';
const TYPE = 'at+jwt';
export const MACHINE_TOKEN_TTL_SECONDS = 3600;

/** An RFC 9068-style access token for a client-credentials grant. */
export async function issueMachineToken(clientId: string, scopes: Scope[]): Promise<string> {
  return new SignJWT({ scope: scopes.join(' ') })
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(clientId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${MACHINE_TOKEN_TTL_SECONDS}s`)
    .sign(derivedKey('machine-token'));
}

/** The client id and scopes of a valid machine token, or null. A next-auth session token never verifies. */
export async function verifyMachineToken(token: string): Promise<{ clientId: string; scopes: string[] } | null> {
  try {
    const { payload } = await jwtVerify(token, derivedKey('machine-token'), {
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYPE,
      algorithms: ['HS256'],
      // jose checks exp only when present: a token without one would never expire.
      requiredClaims: ['exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.scope !== 'string') return null;
    return { clientId: payload.sub, scopes: payload.scope.split(' ').filter(Boolean) };
  } catch {
    return null;
  }
}
