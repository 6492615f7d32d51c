import { ApiError } from './errors';
import { hasRole, type Principal } from './principal';

/**
 * A person may act on their own records; hr_admin and systems on anyone's. Everyone else gets the same
 * 403 whether or not the username exists, so the answer cannot be used to discover people.
 */
export function assertSelfOrAdmin(principal: Principal, username: string): void {
  if (principal.kind === 'system' || hasRole(principal, 'hr_admin')) return;
  if (principal.kind === 'user' && principal.username === username.toLowerCase()) return;
  throw new ApiError('forbidden', "You may not access another person's records.");
}

/** The username a body names, or the caller's own when it names none. Systems must name one. */
export function targetUsername(principal: Principal, requested: string | undefined): string {
  if (requested) return requested.toLowerCase();
  if (principal.kind === 'user') return principal.username;
  throw new ApiError('validation_failed', 'username is required when calling as a system.', {
    errors: [{ path: 'username', message: 'Required' }],
  });
}
