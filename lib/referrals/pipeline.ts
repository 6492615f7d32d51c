import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { referralHistory, referrals } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { hasRole, type Principal } from '@/lib/api/principal';
import { nowIso, orgDate } from '@/lib/time';
import type { BonusStatus, ReferralStatus } from './constants';
import { canMoveReferral, REFERRAL_STATUS_LABELS } from './transitions';

/** Hiring makes a promised bonus due; any other ending means there will be none. */
function bonusAfter(to: ReferralStatus, current: BonusStatus): BonusStatus {
  if (current !== 'pending') return current;
  if (to === 'hired') return 'due';
  if (to === 'rejected' || to === 'withdrawn') return 'none';
  return current;
}

/** Moves a referral one step along the pipeline and keeps the move (who, when, note) in its history. */
export function moveReferral(tx: DbOrTx, referralId: string, to: ReferralStatus, note: string | undefined, actor: string): void {
  const referral = tx
    .select({ id: referrals.id, status: referrals.status, bonusStatus: referrals.bonusStatus })
    .from(referrals)
    .where(eq(referrals.referralId, referralId))
    .get();
  if (!referral) throw new ApiError('not_found', `No referral ${referralId}.`);
  if (!canMoveReferral(referral.status, to)) {
    throw new ApiError(
      'conflict_state',
      `Referral ${referralId} is ${REFERRAL_STATUS_LABELS[referral.status].toLowerCase()}; it cannot move to ${REFERRAL_STATUS_LABELS[to].toLowerCase()}.`,
      { extra: { currentStatus: referral.status } },
    );
  }
  const now = nowIso();
  const bonusStatus = bonusAfter(to, referral.bonusStatus);
  tx.update(referrals)
    .set({ status: to, bonusStatus, bonusDueOn: bonusStatus === 'due' && referral.bonusStatus !== 'due' ? orgDate() : undefined, updatedBy: actor, updatedAt: now })
    .where(eq(referrals.id, referral.id))
    .run();
  tx.insert(referralHistory)
    .values({ referralId: referral.id, fromStatus: referral.status, toStatus: to, note: note || null, movedBy: actor, movedAt: now })
    .run();
}

/**
 * Recruiters, hr_admin and systems make any move; a referrer may only withdraw their own referral.
 * Everyone else gets the same 403 whether or not the referral exists.
 */
export function assertMayMove(tx: DbOrTx, principal: Principal, referralId: string, to: ReferralStatus): void {
  if (principal.kind === 'system' || hasRole(principal, 'recruiter', 'hr_admin')) return;
  const row = tx.select({ referrer: referrals.referrer }).from(referrals).where(eq(referrals.referralId, referralId)).get();
  const own = principal.kind === 'user' && row?.referrer === principal.username;
  if (!own) throw new ApiError('forbidden', 'Only recruiters and hr_admin move referrals; a referrer may withdraw their own.');
  if (to !== 'withdrawn') throw new ApiError('forbidden', 'You may withdraw your referral; recruiters make the other moves.');
}
