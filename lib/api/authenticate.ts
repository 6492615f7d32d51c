import 'server-only';
import { decode } from 'next-auth/jwt';
import type { Db } from '@/db/client';
import { SCOPES, type Scope } from '@/db/schema';
import { findActiveClientById, findActiveClientByKey, type ApiClient } from '@/lib/auth/api-clients';
import { GUEST_COOKIE, verifyGuestToken } from '@/lib/auth/guest';
import { verifyMachineToken } from '@/lib/auth/machine-token';
import { authSecret } from '@/lib/auth/secret';
import { checkSession } from '@/lib/auth/sessions';
import { readCookie } from './cookies';
import { ApiError } from './errors';
import { requireAllowedIp } from './gates';
import type { Principal } from './principal';

const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

/** The challenge every 401 carries unless it says something more precise (route.ts adds it): the ways in. */
export const WWW_AUTHENTICATE = 'Bearer realm="hr-recruitment", ApiKey header="X-API-Key"';

/**
 * Finds who is calling. Returns null when the request carries no credentials at all; throws 401 for
 * credentials that do not check out and 403 `ip_not_allowed` for a client outside its allowlist.
 * Explicit credentials (API key, bearer token) win over cookies.
 */
export async function authenticate(request: Request, db: Db, ip: string): Promise<Principal | null> {
  const apiKey = request.headers.get('x-api-key');
  if (apiKey !== null) {
    const client = await findActiveClientByKey(db, apiKey.trim());
    if (!client) throw new ApiError('unauthorized', 'The API key is not valid or has been revoked.');
    return systemPrincipal(client, client.scopes, ip);
  }

  const authorization = request.headers.get('authorization');
  if (authorization !== null) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    // Only our own machine tokens are accepted here, never a next-auth session JWT sent as a bearer.
    const claims = match?.[1] ? await verifyMachineToken(match[1]) : null;
    const client = claims ? await findActiveClientById(db, claims.clientId) : undefined;
    if (!claims || !client) {
      // RFC 6750 section 3.1: a token that does not check out is `invalid_token`, so a client knows to get a new one.
      throw new ApiError('unauthorized', 'The access token is not valid, has expired or was revoked.', {
        headers: { 'WWW-Authenticate': 'Bearer realm="hr-recruitment", error="invalid_token", error_description="The access token is not valid, has expired or was revoked"' },
      });
    }
    const granted = claims.scopes.filter((s): s is Scope => (SCOPES as readonly string[]).includes(s) && client.scopes.includes(s as Scope));
    return systemPrincipal(client, granted, ip);
  }

  for (const name of SESSION_COOKIES) {
    const token = readCookie(request, name);
    if (!token) continue;
    const session = await decode({ token, secret: authSecret() }).catch(() => null);
    // A cookie is only as good as its server-side session: signed out, ended by an admin or by a change
    // to the account, idle or past its lifetime, it is no credential (401, as if absent).
    if (session?.username && typeof session.employeeId === 'number' && typeof session.sid === 'string' && (await checkSession(db, session.sid, session.username))) {
      return {
        kind: 'user',
        key: `user:${session.username}`,
        username: session.username,
        employeeId: session.employeeId,
        roles: session.roles ?? ['employee'],
        scopes: ['read', 'write'],
      };
    }
  }

  const guestToken = readCookie(request, GUEST_COOKIE);
  if (guestToken) {
    const guestId = await verifyGuestToken(guestToken);
    // Guests are limited per client IP: a new cookie per request must not buy a new allowance. They
    // hold both scopes because applying writes; which operations they reach is decided by `principals`.
    if (guestId) return { kind: 'guest', key: `ip:${ip}`, guestId, scopes: ['read', 'write'] };
  }
  return null;
}

function systemPrincipal(client: ApiClient, scopes: Scope[], ip: string): Principal {
  requireAllowedIp(client, ip);
  return { kind: 'system', key: `client:${client.clientId}`, clientId: client.clientId, name: client.name, scopes };
}
