import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { myReferralsOp, referralJobSearchOp } from '@/lib/client/operations/referrals.gen';

// The employee's reads: the job search and "my referrals", which only the referrals page shows.

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
