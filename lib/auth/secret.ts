import 'server-only';
import { hkdfSync } from 'node:crypto';

/** The next-auth secret; server.ts makes sure one exists before the app starts. */
export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET;
  if (!secret) throw new Error('NEXTAUTH_SECRET is not set');
  return secret;
}

const derived = new Map<string, Uint8Array>();

/**
 * A key of its own for each token kind, derived from the one secret. Machine tokens and guest tokens are
 * signed with different keys than next-auth's session JWE, so none can be passed off as another.
 */
export function derivedKey(purpose: 'machine-token' | 'guest-token'): Uint8Array {
  const secret = authSecret();
  const cacheKey = `${purpose}:${secret}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, 'hr-recruitment', purpose, 32));
    derived.set(cacheKey, key);
  }
  return key;
}
