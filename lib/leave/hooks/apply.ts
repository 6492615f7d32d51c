import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFeature, mutationFor } from '@/lib/client/api';
import { applyLeaveOp } from '@/lib/client/operations/leave.gen';

/**
 * Applies for leave. `idempotencyKey` (one per filled-in form) makes a double submit or a resend after a
 * lost answer write once. Balances, history and approvals all move together, so every leave read is refreshed.
 */
export function useApplyLeave() {
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(applyLeaveOp), onSuccess: () => invalidateFeature(queryClient, applyLeaveOp.feature) });
}
