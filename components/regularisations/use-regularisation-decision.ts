'use client';

import { useCallback } from 'react';
import { useApprovalRunner, type ApprovalBody } from '@/components/leave/approval-runner';
import { useRegularisationAction } from '@/lib/attendance/hooks';

/** A regularisation someone else decided first: what happened, then the server's reason ("… is already rejected."). */
const conflict = (detail: string) => `Someone else already decided this. ${detail} It has left your list.`;

/**
 * The leave queue's runner, sending regularisation decisions: one at a time, each outcome kept for the
 * shared report and wording. A target's `requestId` is the regularisation's id.
 */
export function useRegularisationDecision() {
  const { mutateAsync } = useRegularisationAction();
  const send = useCallback((regularisationId: string, body: ApprovalBody) => mutateAsync({ body: { regularisationId, ...body } }), [mutateAsync]);
  return useApprovalRunner({ send, conflict });
}
