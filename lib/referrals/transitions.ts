// The referral pipeline's legal moves (the state machine in docs/domain.md), in one pure module shared
// by the API, which refuses anything else with conflict_state, and the pages, which offer only these moves.
// No server imports: browser bundles load this file.
import type { ReferralStatus } from './constants';

const ENDINGS = ['rejected', 'withdrawn'] as const;

export const NEXT_REFERRAL_STATUSES: Record<ReferralStatus, readonly ReferralStatus[]> = {
  submitted: ['screening', ...ENDINGS],
  screening: ['interviewing', ...ENDINGS],
  interviewing: ['offered', ...ENDINGS],
  offered: ['hired', ...ENDINGS],
  hired: [],
  rejected: [],
  withdrawn: [],
};

/** How a status reads to people, in messages, columns and badges alike. */
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  submitted: 'Submitted',
  screening: 'Screening',
  interviewing: 'Interviewing',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export function canMoveReferral(from: ReferralStatus, to: ReferralStatus): boolean {
  return NEXT_REFERRAL_STATUSES[from].includes(to);
}

export function isFinalReferralStatus(status: ReferralStatus): boolean {
  return NEXT_REFERRAL_STATUSES[status].length === 0;
}
