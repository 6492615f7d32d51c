// A referral's status is its application's stage under the spec's name for the first one (`submitted` for
// `applied`), so its moves and labels are the pipeline's (lib/applications/stages.ts). No server imports:
// browser bundles load this file.
import { canMoveTo, isFinalStage, NEXT_STAGES, referralStatusOf, STAGE_LABELS, stageOfReferralStatus } from '@/lib/applications/stages';
import { REFERRAL_STATUSES, type ReferralStatus } from './constants';

export const NEXT_REFERRAL_STATUSES = Object.fromEntries(
  REFERRAL_STATUSES.map((status) => [status, NEXT_STAGES[stageOfReferralStatus(status)].map(referralStatusOf)]),
) as unknown as Record<ReferralStatus, readonly ReferralStatus[]>;

/** How a status reads to people, in messages, columns and badges alike. */
export const REFERRAL_STATUS_LABELS = Object.fromEntries(
  REFERRAL_STATUSES.map((status) => [status, status === 'submitted' ? 'Submitted' : STAGE_LABELS[status]]),
) as unknown as Record<ReferralStatus, string>;

export function canMoveReferral(from: ReferralStatus, to: ReferralStatus): boolean {
  return canMoveTo(stageOfReferralStatus(from), stageOfReferralStatus(to));
}

export function isFinalReferralStatus(status: ReferralStatus): boolean {
  return isFinalStage(stageOfReferralStatus(status));
}
