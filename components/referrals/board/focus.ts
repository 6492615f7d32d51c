'use client';

import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReferralStatus } from '@/lib/referrals/constants';
import { REFERRAL_BOARD_KEY, type ReferralPage } from '@/lib/referrals/hooks';

/** What the board learns once a move, by button or by drop, has settled (and the board has refetched). */
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

type ColumnData = { status: ReferralStatus; data: ReferralPage | undefined; fresh: boolean; dataUpdatedAt: number };

/**
 * Carries out a FocusRequest in the column that can: the one showing the moved card, else the
 * fallback column, which takes focus on its heading. Data fetched before the move is ignored, since it
 * may still show the card where it was.
 */
export function useFocusRequest({ status, data, fresh, dataUpdatedAt }: ColumnData, request: FocusRequest | null, done: () => void) {
  useEffect(() => {
    if (!request || !data || !fresh || dataUpdatedAt < request.since) return;
    const here = data.items.some((r) => r.referralId === request.referralId);
    if (here) focusById(cardDomId(request.referralId));
    else if (request.fallback === status) focusById(columnHeadingDomId(status));
    else return;
    done();
  }, [request, data, fresh, dataUpdatedAt, status, done]);
}

/**
 * Where the refetched board shows a referral now, read from the cache rather than from the columns,
 * which may not have rendered the new answers yet. Only the columns on screen (active queries) count.
 */
export function shownStatus(queryClient: QueryClient, referralId: string): ReferralStatus | undefined {
  for (const [, page] of queryClient.getQueriesData<ReferralPage>({ queryKey: REFERRAL_BOARD_KEY, type: 'active' })) {
    const shown = page?.items.find((r) => r.referralId === referralId);
    if (shown) return shown.status;
  }
  return undefined;
}
