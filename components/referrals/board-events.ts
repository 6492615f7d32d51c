import type { ReferralStatus } from '@/lib/referrals/constants';

/** What a card's move menu tells the board once a move has settled (and the board has refetched). */
export type MoveOutcome = {
  referralId: string;
  name: string;
  from: ReferralStatus;
  /** Date.now() when the move was sent: only column data fetched after it shows where the card stands. */
  startedAt: number;
} & ({ to: ReferralStatus; error?: never } | { to: null; error: string; conflict: boolean });

/**
 * The clicked button leaves with its card, so focus follows the card to the column that now shows it,
 * or, when the card is beyond that column's loaded page, to the heading of `fallback`: the destination
 * after a move; after a conflict, the column now showing it, else its old one.
 */
export type FocusRequest = { referralId: string; fallback: ReferralStatus; since: number };

export const cardDomId = (referralId: string) => `board-card-${referralId}`;
export const columnHeadingDomId = (status: ReferralStatus) => `board-column-${status}`;

export function focusById(id: string): boolean {
  const element = document.getElementById(id);
  element?.focus();
  return element !== null;
}
