import type { Role, Scope } from '@/db/schema';

export type PrincipalKind = 'user' | 'system' | 'guest';

/** Who is calling. `key` identifies the caller for rate limits and, except for guests (see idempotencyOwner), idempotency records. */
export type Principal =
  | { kind: 'user'; key: string; username: string; employeeId: number; roles: Role[]; scopes: Scope[] }
  | { kind: 'system'; key: string; clientId: string; name: string; scopes: Scope[] }
  | { kind: 'guest'; key: string; guestId: string; scopes: Scope[] };

export function hasRole(principal: Principal, ...roles: Role[]): boolean {
  return principal.kind === 'user' && roles.some((r) => principal.roles.includes(r));
}

/** The name written to the audit log for this caller. */
export function actorName(principal: Principal): string {
  switch (principal.kind) {
    case 'user':
      return principal.username;
    case 'system':
      return principal.clientId;
    case 'guest':
      return `guest:${principal.guestId}`;
  }
}
