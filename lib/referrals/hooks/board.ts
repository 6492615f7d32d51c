import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { referralListOp } from '@/lib/client/operations/referrals.gen';
import type { ReferralStatus } from '../constants';

/** One column's page: `owner` narrows it to the jobs that recruiter owns. */
export type ReferralBoardParams = { status: ReferralStatus; offset: number; limit: number; jobCode?: string; owner?: string };

/** One column of the recruiters' board. */
export function referralBoardQueryOptions(params: ReferralBoardParams) {
  return { ...queryOptionsFor(referralListOp, { query: params }), placeholderData: keepPreviousData };
}

/** The key every column of the board starts with, to read or refresh them all. */
export const REFERRAL_BOARD_KEY = [referralListOp.feature, referralListOp.id] as const;

export function useReferralBoard(params: ReferralBoardParams) {
  return useQuery(referralBoardQueryOptions(params));
}
