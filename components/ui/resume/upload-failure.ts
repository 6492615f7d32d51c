import type { ApiRequestError } from '@/lib/client/fetch-json';
import { UploadRequestError } from '@/lib/client/upload';

// What the forms that send a resume (a candidate, a referral) make of a refused upload alike.

/** The body fields that carry the file: a server error there is about the file, for the resume picker to show. */
export const RESUME_PATHS: ReadonlySet<string> = new Set(['resume', 'resumeExtension']);

/** "Try again in 12 minutes." from Retry-After, rounded up so the person does not come back too soon. */
export function tryAgainIn(seconds: number | null): string {
  if (seconds === null) return 'Try again later.';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Retry-After of a 429, when the upload's answer carried one. */
export function retryAfter(error: ApiRequestError): number | null {
  return error instanceof UploadRequestError ? error.retryAfterSeconds : null;
}

/** The record a duplicate answer names: the problem's `key` when it matches `pattern`, else the first match in its detail. */
export function namedRecord(error: ApiRequestError, key: string, pattern: RegExp): string | null {
  const named = error instanceof UploadRequestError ? error.problem[key] : undefined;
  if (typeof named === 'string' && pattern.test(named)) return named;
  return pattern.exec(error.detail)?.[0] ?? null;
}
