import type { ReferralStatus } from '@/lib/referrals/constants';
import { REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';

type BoardMove = {
  label: string;
  busy: string;
  /** Asked first for the moves that end a referral, since nothing moves it again afterwards. */
  confirm?: (name: string) => string;
};

const FINAL = 'This is final: the referral cannot move again afterwards.';

/** How a move reads on its button; which moves exist is NEXT_REFERRAL_STATUSES' business. */
const MOVES: Partial<Record<ReferralStatus, BoardMove>> = {
  hired: { label: 'Mark as hired', busy: 'Saving…', confirm: (name) => `Mark ${name} as hired? ${FINAL}` },
  rejected: { label: 'Reject', busy: 'Rejecting…', confirm: (name) => `Reject ${name}? ${FINAL}` },
  withdrawn: { label: 'Mark as withdrawn', busy: 'Saving…', confirm: (name) => `Mark ${name} as withdrawn? ${FINAL}` },
};

/** The wording for a move to `to`; the forward steps read "Move to Screening" and so on. */
export function boardMove(to: ReferralStatus): BoardMove {
  return MOVES[to] ?? { label: `Move to ${REFERRAL_STATUS_LABELS[to]}`, busy: 'Moving…' };
}
