import 'server-only';
import { randomUUID } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { clientOf } from '@/lib/api/client';
import { problemResponse } from '@/lib/api/errors';
import { configuredLimit, HTTPS_UPGRADE_HEADERS } from '@/lib/api/gates';
import { windowLimiter } from '@/lib/api/rate-limit';

// Sign-in attempts per client IP a minute (SIGNIN_LIMIT_PER_MINUTE). A successful one is given back, so a
// whole office behind one address signing in at nine is not throttled; guesses are.
const attemptsPerClient = () => windowLimiter('signin-ip', configuredLimit('SIGNIN_LIMIT_PER_MINUTE', 10), 60);

// Wrong passwords for one username from one client IP before that pair is refused for the rest of 15
// minutes (SIGNIN_FAILURES_PER_USER). Keyed by the pair, so a guesser elsewhere cannot lock the person out.
const FAILURE_WINDOW_SECONDS = 15 * 60;
const failuresPerUserAndClient = () => windowLimiter('signin-user', configuredLimit('SIGNIN_FAILURES_PER_USER', 10), FAILURE_WINDOW_SECONDS);

const pairKey = (username: string, ip: string) => `${username}|${ip}`;

/**
 * The gate in front of next-auth's POST endpoints: 426 over plain HTTP where that is not secure (the
 * password and the cookie would travel in clear), and, for the credentials sign-in, 429 with
 * Retry-After once a client IP has used its attempts for the minute. Null lets the request through.
 */
export async function guardSignInPost(request: Request): Promise<Response | null> {
  const { ip, secure } = clientOf(request);
  // next-auth's browser code reads the `error` of the answer's `url` member: the sign-in form shows it.
  const url = (error: string) => ({ url: new URL(`/signin?error=${error}`, request.url).href });
  if (!secure) {
    return problemResponse({
      status: 426,
      code: 'https_required',
      detail: 'Sign in over HTTPS.',
      requestId: randomUUID(),
      extra: url('https_required'),
      headers: { ...HTTPS_UPGRADE_HEADERS },
    });
  }
  if (!new URL(request.url).pathname.endsWith('/callback/credentials')) return null;
  try {
    await attemptsPerClient().consume(ip, 1);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return problemResponse({
      status: 429,
      code: 'rate_limited',
      detail: 'Too many sign-in attempts from this address; try again after the time in Retry-After.',
      requestId: randomUUID(),
      extra: url('rate_limited'),
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))) },
    });
  }
}

/** Whether this username may not be tried from this client for now (too many wrong passwords). */
export async function signInLockedOut(username: string, ip: string): Promise<boolean> {
  const state = await failuresPerUserAndClient().get(pairKey(username, ip));
  return state !== null && state.remainingPoints <= 0;
}

/** Counts a wrong password for the username from this client. */
export async function noteSignInFailure(username: string, ip: string): Promise<void> {
  await failuresPerUserAndClient().penalty(pairKey(username, ip), 1);
}

/** A successful sign-in: clears the pair's failures and gives the client its attempt back. */
export async function noteSignInSuccess(username: string, ip: string): Promise<void> {
  await Promise.all([failuresPerUserAndClient().delete(pairKey(username, ip)), attemptsPerClient().reward(ip, 1)]);
}
