import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, fetchJson } from '@/lib/client/fetch-json';
import { withQuery } from '@/lib/client/with-query';
import type { BonusStatus, ReferralStatus } from './constants';
import type { Referral, ReferCandidateInput, ReferCandidateResult, ReferralMove } from './schemas';
import type { ReferralJob } from './search-schemas';

export type { BonusStatus, Referral, ReferCandidateInput, ReferCandidateResult, ReferralJob, ReferralMove, ReferralStatus };

type Page<T> = { items: T[]; offset: number; limit: number; total: number };
export type ReferralJobPage = Page<ReferralJob>;
export type ReferralPage = Page<Referral>;

/** Every filter of GET /api/referrals/v1/job; `skills` may name several (a job matching any is found). */
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

export type ReferralBoardParams = { status: ReferralStatus; offset: number; limit: number; jobCode?: string };

export type ReferralStatusChange = { referralId: string; status: ReferralStatus; note?: string };

/** Invalidate `referralKeys.all` after referring someone or moving a referral. */
export const referralKeys = {
  all: ['referrals'] as const,
  jobs: (search: ReferralJobSearch) => ['referrals', 'jobs', search] as const,
  mine: (username: string, offset: number, limit: number) => ['referrals', 'user', username.toLowerCase(), offset, limit] as const,
  boards: () => ['referrals', 'board'] as const,
  board: (params: ReferralBoardParams) => ['referrals', 'board', params] as const,
};

export function referralJobsQueryOptions(search: ReferralJobSearch) {
  return queryOptions({
    queryKey: referralKeys.jobs(search),
    queryFn: ({ signal }) => fetchJson<ReferralJobPage>(withQuery('/api/referrals/v1/job', search), { signal }),
    // Keeps the last results on screen while a changed filter loads, so typing does not flash a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useReferralJobs(search: ReferralJobSearch) {
  return useQuery(referralJobsQueryOptions(search));
}

export function myReferralsQueryOptions(username: string, offset: number, limit: number) {
  return queryOptions({
    queryKey: referralKeys.mine(username, offset, limit),
    queryFn: ({ signal }) => fetchJson<ReferralPage>(withQuery(`/api/referrals/v1/refer/user/${encodeURIComponent(username)}`, { offset, limit }), { signal }),
    enabled: username.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useMyReferrals(username: string, offset: number, limit: number) {
  return useQuery(myReferralsQueryOptions(username, offset, limit));
}

/** One column of the recruiters' board. */
export function referralBoardQueryOptions(params: ReferralBoardParams) {
  return queryOptions({
    queryKey: referralKeys.board(params),
    queryFn: ({ signal }) => fetchJson<ReferralPage>(withQuery('/api/referrals/v1/refer', params), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReferralBoard(params: ReferralBoardParams) {
  return useQuery(referralBoardQueryOptions(params));
}

/**
 * Moves a referral; every board column and "my referrals" page refetches, since the card leaves one
 * column for another. A conflict_state (someone else moved it meanwhile) refetches just the same.
 */
export function useMoveReferral() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: referralKeys.all });
  return useMutation({
    mutationFn: ({ referralId, ...change }: ReferralStatusChange) =>
      fetchJson<Referral>(`/api/referrals/v1/refer/${encodeURIComponent(referralId)}/status`, { method: 'POST', body: JSON.stringify(change) }),
    onSuccess: refresh,
    onError: (error) => (error instanceof ApiRequestError && error.code === 'conflict_state' ? refresh() : undefined),
  });
}
