'use client';

import { useCallback, useRef, useState } from 'react';
import type { ApprovalDecision, ApprovalOutcome, ApprovalRun, ApprovalTarget } from '@/components/leave/approval-wording';
import { useRegularisationAction } from '@/lib/attendance/hooks';
import { ApiRequestError, errorMessage } from '@/lib/http/fetch-json';

function failure(error: unknown): string {
  // The hook has refetched the queue by now, so the request has already left the list when this is read.
  if (error instanceof ApiRequestError && error.code === 'conflict_state') {
    return `Someone else already decided this. ${error.detail} It has left your list.`;
  }
  return errorMessage(error);
}

/**
 * Sends one regularisation decision at a time and keeps its outcome as a leave-style run of one, so the
 * leave queue's report and wording show it. A target's `requestId` is the regularisation's id.
 */
export function useRegularisationDecision() {
  const { mutateAsync } = useRegularisationAction();
  const [run, setRun] = useState<ApprovalRun | null>(null);
  // A ref as well as state: a second press in the same tick must see the first decision already going.
  const sending = useRef(false);

  const decide = useCallback(
    async (target: ApprovalTarget, decision: ApprovalDecision, comment: string): Promise<ApprovalOutcome | null> => {
      if (sending.current) return null;
      sending.current = true;
      const comments = comment.trim();
      setRun({ decision, targets: [target], outcomes: [], finished: false });
      let outcome: ApprovalOutcome;
      try {
        await mutateAsync({ regularisationId: target.requestId, action: decision, ...(comments ? { comments } : {}) });
        outcome = { ...target, ok: true };
      } catch (error) {
        outcome = { ...target, ok: false, message: failure(error) };
      }
      setRun({ decision, targets: [target], outcomes: [outcome], finished: true });
      sending.current = false;
      return outcome;
    },
    [mutateAsync],
  );

  const busy = run !== null && !run.finished;
  /** The regularisation being sent now, so its card can show a spinner. */
  const current = busy ? (run.targets[0]?.requestId ?? null) : null;
  return { run, busy, current, decide };
}

export type RegularisationDecision = ReturnType<typeof useRegularisationDecision>;
