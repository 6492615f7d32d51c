import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOperation, invalidateFeature, queryOptionsFor } from '@/lib/client/api';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { jobApplicationsOp } from '@/lib/client/operations/jobs.gen';
import { myReferralsOp, referralJobSearchOp, referralListOp, referralStatusOp } from '@/lib/client/operations/referrals.gen';
import type { BonusStatus, ReferralStatus } from './constants';
import type { Referral, ReferCandidateInput, ReferCandidateResult, ReferralMove } from './schemas';
import type { ReferralJob } from './search-schemas';

export type { BonusStatus, Referral, ReferCandidateInput, ReferCandidateResult, ReferralJob, ReferralMove, ReferralStatus };

type Page<T> = { items: T[]; offset: number; limit: number; total: number };
export type ReferralJobPage = Page<ReferralJob>;
export type ReferralPage = Page<Referral>;

/** Every filter of the referral job search; `skills` may name several (a job matching any is found). */
export type ReferralJobSearch = {
  offset: number;
  limit: number;
  jobcode?: string;
  keyword?: string;
  location?: string;
  minExp?: number;
  maxExp?: number;
  skills?: string[];
};

/** One column's page: `owner` narrows it to the jobs that recruiter owns. */
export type ReferralBoardParams = { status: ReferralStatus; offset: number; limit: number; jobCode?: string; owner?: string };

export type ReferralStatusChange = { referralId: string; status: ReferralStatus; note?: string };

/** Referring someone or moving a referral refreshes every referral read: the searches, "my referrals" and the board. */
export const REFERRALS = 'referrals';

export function referralJobsQueryOptions(search: ReferralJobSearch) {
  return {
    ...queryOptionsFor(referralJobSearchOp, { query: search }),
    // Keeps the last results on screen while a changed filter loads, so typing does not flash a skeleton.
    placeholderData: keepPreviousData,
  };
}

export function useReferralJobs(search: ReferralJobSearch) {
  return useQuery(referralJobsQueryOptions(search));
}

export function myReferralsQueryOptions(username: string, offset: number, limit: number) {
  return { ...queryOptionsFor(myReferralsOp, { params: { username }, query: { offset, limit } }), enabled: username.length > 0, placeholderData: keepPreviousData };
}

export function useMyReferrals(username: string, offset: number, limit: number) {
  return useQuery(myReferralsQueryOptions(username, offset, limit));
}

/** One column of the recruiters' board. */
export function referralBoardQueryOptions(params: ReferralBoardParams) {
  return { ...queryOptionsFor(referralListOp, { query: params }), placeholderData: keepPreviousData };
}

/** The key every column of the board starts with, to read or refresh them all. */
export const REFERRAL_BOARD_KEY = [REFERRALS, referralListOp.id] as const;

export function useReferralBoard(params: ReferralBoardParams) {
  return useQuery(referralBoardQueryOptions(params));
}

/**
 * Moves a referral; every board column and "my referrals" page refetches, since the card leaves one
 * column for another, and the job's applicant counts go stale, since the move is its application's. A
 * conflict_state (someone else moved it meanwhile) refetches just the same.
 */
export function useMoveReferral() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      invalidateFeature(queryClient, REFERRALS),
      queryClient.invalidateQueries({ queryKey: [jobApplicationsOp.feature, jobApplicationsOp.id] }),
    ]);
  return useMutation({
    mutationFn: ({ referralId, ...body }: ReferralStatusChange) => callOperation(referralStatusOp, { params: { referralId }, body }),
    onSuccess: refresh,
    onError: (error) => (error instanceof ApiRequestError && error.code === 'conflict_state' ? refresh() : undefined),
  });
}
