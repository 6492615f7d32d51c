import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshApprovalsWaiting } from '@/lib/approvals/hooks';
import { invalidateFeature, mutationFor } from '@/lib/client/api';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { leaveActionOp } from '@/lib/client/operations/leave.gen';

/** Approves, rejects or cancels one request; a conflict_state (someone acted first) refetches just the same. */
export function useLeaveAction() {
  const queryClient = useQueryClient();
  // Balances, history and approvals move together (every leave read is refreshed), and a decision also
  // changes what waits for the approver, counted in the navigation.
  const refresh = () => Promise.all([invalidateFeature(queryClient, leaveActionOp.feature), refreshApprovalsWaiting(queryClient)]);
  return useMutation({
    ...mutationFor(leaveActionOp),
    onSuccess: refresh,
    onError: (error) => (error instanceof ApiRequestError && error.code === 'conflict_state' ? refresh() : undefined),
  });
}
