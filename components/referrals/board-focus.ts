'use client';

import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReferralStatus } from '@/lib/referrals/constants';
import { referralKeys, type ReferralPage } from '@/lib/referrals/hooks';
import { cardDomId, columnHeadingDomId, focusById, type FocusRequest } from './board-events';

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
  for (const [, page] of queryClient.getQueriesData<ReferralPage>({ queryKey: referralKeys.boards(), type: 'active' })) {
    const shown = page?.items.find((r) => r.referralId === referralId);
    if (shown) return shown.status;
  }
  return undefined;
}
