import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshApprovalsWaiting } from '@/lib/approvals/hooks';
import { invalidateFeature, mutationFor, queryOptionsFor } from '@/lib/client/api';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { flaggedPunchesOp, punchReviewOp, regularisationActionOp, regularisationApprovalsOp } from '@/lib/client/operations/attendance.gen';

// The approver's reads and decisions, which only the approvals page shows.

export function useRegularisationApprovals(offset: number, limit: number) {
  return useQuery({ ...queryOptionsFor(regularisationApprovalsOp, { query: { offset, limit } }), placeholderData: keepPreviousData });
}

/** A decision's mutation options: attendance and the waiting counts refetch on success, and on a conflict_state (someone decided first) just the same. */
function useDecisionRefresh() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([invalidateFeature(queryClient, punchReviewOp.feature), refreshApprovalsWaiting(queryClient)]);
  return {
    onSuccess: refresh,
    onError: (error: Error) => (error instanceof ApiRequestError && error.code === 'conflict_state' ? refresh() : undefined),
  };
}

/** Approves or rejects one regularisation. */
export function useRegularisationAction() {
  return useMutation({ ...mutationFor(regularisationActionOp), ...useDecisionRefresh() });
}

export function useFlaggedPunches(offset: number, limit: number) {
  return useQuery({ ...queryOptionsFor(flaggedPunchesOp, { query: { offset, limit } }), placeholderData: keepPreviousData });
}

/** Accepts or rejects one flagged punch. */
export function usePunchReview() {
  return useMutation({ ...mutationFor(punchReviewOp), ...useDecisionRefresh() });
}
