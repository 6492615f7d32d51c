import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { applications, referrals } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { hasRole, type Principal } from '@/lib/api/principal';
import { moveApplication } from '@/lib/applications/pipeline';
import { referralStatusOf, stageOfReferralStatus } from '@/lib/applications/stages';
import type { ReferralStatus } from './constants';

/** Moves a referral's application one step along the pipeline: the same move as the candidate's own. */
export async function moveReferral(tx: Db, referralId: string, to: ReferralStatus, note: string | undefined, actor: string): Promise<void> {
  const [found] = await tx
    .select({ id: applications.id, applicationId: applications.applicationId, candidateId: applications.candidateId, stage: applications.stage })
    .from(referrals)
    .innerJoin(applications, eq(applications.id, referrals.applicationId))
    .where(eq(referrals.referralId, referralId));
  if (!found) throw new ApiError('not_found', `No referral ${referralId}.`);
  await moveApplication(tx, found, stageOfReferralStatus(to), note, actor, { name: `Referral ${referralId}`, currentStatus: referralStatusOf });
}

/**
 * Recruiters, hr_admin and systems make any move; a referrer may only withdraw their own referral.
 * Everyone else gets the same 403 whether or not the referral exists.
 */
export async function assertMayMove(tx: DbOrTx, principal: Principal, referralId: string, to: ReferralStatus): Promise<void> {
  if (principal.kind === 'system' || hasRole(principal, 'recruiter', 'hr_admin')) return;
  const [row] = await tx.select({ referrer: referrals.referrer }).from(referrals).where(eq(referrals.referralId, referralId));
  const own = principal.kind === 'user' && row?.referrer === principal.username;
  if (!own) throw new ApiError('forbidden', 'Only recruiters and hr_admin move referrals; a referrer may withdraw their own.');
  if (to !== 'withdrawn') throw new ApiError('forbidden', 'You may withdraw your referral; recruiters make the other moves.');
}
