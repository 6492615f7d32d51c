import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation, invalidateFeature } from '@/lib/client/api';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { jobApplicationsOp } from '@/lib/client/operations/jobs.gen';
import { referralStatusOp } from '@/lib/client/operations/referrals.gen';
import type { ReferralStatus } from '../constants';

export type ReferralStatusChange = { referralId: string; status: ReferralStatus; note?: string };

/** Referring someone or moving a referral refreshes every referral read: the searches, "my referrals" and the board. */
export const REFERRALS = 'referrals';

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
