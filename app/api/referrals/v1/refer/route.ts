import type { Db } from '@/db/client';
import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName, hasRole, type Principal } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { contactScope } from '@/lib/candidates/create';
import { decodeResume, type ResumeFile } from '@/lib/candidates/resume-file';
import { referCandidateOp, referralListOp } from '@/lib/referrals/operations';
import { listReferrals } from '@/lib/referrals/queries';
import { referCandidate } from '@/lib/referrals/refer';

/** A person refers as themselves; hr_admin and systems may name any employee (systems must name one). */
function referrerFor(principal: Principal, userName: string | undefined): string {
  if (principal.kind === 'user' && (!userName || userName === principal.username)) return principal.username;
  if (principal.kind === 'system' || hasRole(principal, 'hr_admin')) {
    if (userName) return userName;
    throw new ApiError('validation_failed', 'userName is required when calling as a system.', { errors: [{ path: 'userName', message: 'Required' }] });
  }
  throw new ApiError('forbidden', 'You may refer people only in your own name.', { errors: [{ path: 'userName', message: 'Must be your own username' }] });
}

// POST /api/referrals/v1/refer - an employee refers a person to a job open for referral
export const POST = route(referCandidateOp, async ({ body, principal, write }) => {
  const options = { referrer: referrerFor(principal, body.userName), actor: actorName(principal), resume: null as ResumeFile | null };
  // Decoded before the transaction: the write lock is held only for the writes.
  if (body.resume !== undefined) options.resume = decodeResume(body.resume, body.resumeExtension);
  return write(
    (created) => created.referralId,
    (tx: Db) => referCandidate(tx, body, options),
    contactScope({ primaryEmail: body.email, mobileNumber: body.mobileNumber }),
  );
});

// GET /api/referrals/v1/refer - the pipeline of every referral, for recruiters
export const GET = route(referralListOp, async ({ query, db }) => {
  const { items, total } = await listReferrals(db, query);
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST');
