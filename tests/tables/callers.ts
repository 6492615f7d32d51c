import { getDb } from '@/db/client';
import { createApiClient, revokeApiClient } from '@/lib/auth/api-clients';
import { issueGuestToken } from '@/lib/auth/guest';
import { issueMachineToken } from '@/lib/auth/machine-token';
import { sessionFor, type Caller } from '../helpers/call';

export const CALLER_NAMES = [
  'anonymous',
  'bad key',
  'revoked key',
  'guest',
  'employee',
  'employee2',
  'manager',
  'recruiter',
  'admin',
  'system rw',
  'system read',
  'system write',
  'system elsewhere',
  'bearer',
] as const;

export type CallerName = (typeof CALLER_NAMES)[number];

/** One of each kind of caller, against the current test database. */
export async function makeCallers(): Promise<Record<CallerName, Caller>> {
  const db = getDb();
  const key = async (name: string, scopes: ('read' | 'write')[], ipAllowlist: string[] = []) => ({
    apiKey: (await createApiClient(db, { name, scopes, ipAllowlist, kind: 'key' })).apiKey ?? '',
  });
  const revoked = await createApiClient(db, { name: 'revoked', scopes: ['read', 'write'], kind: 'key' });
  await revokeApiClient(db, revoked.clientId);
  // A client-credentials client holding both scopes, calling with the token it was issued (RFC 6749 4.4).
  const credentials = await createApiClient(db, { name: 'token client', scopes: ['read', 'write'], kind: 'credentials' });
  return {
    anonymous: 'anonymous',
    'bad key': { apiKey: 'hrk_not-a-real-key' },
    'revoked key': { apiKey: revoked.apiKey ?? '' },
    guest: { guestCookie: await issueGuestToken() },
    employee: await sessionFor('employee'),
    employee2: await sessionFor('employee2'),
    manager: await sessionFor('manager'),
    recruiter: await sessionFor('recruiter'),
    admin: await sessionFor('admin'),
    'system rw': await key('rw', ['read', 'write']),
    'system read': await key('r', ['read']),
    'system write': await key('w', ['write']),
    'system elsewhere': await key('fenced', ['read', 'write'], ['10.20.0.0/16']),
    bearer: { bearer: await issueMachineToken(credentials.clientId, ['read', 'write']) },
  };
}
