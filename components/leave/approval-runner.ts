'use client';

import { useCallback, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '@/lib/http/fetch-json';
import { useLeaveAction } from '@/lib/leave/hooks';
import type { ApprovalDecision, ApprovalOutcome, ApprovalRun, ApprovalTarget } from './approval-wording';

function failure(error: unknown): string {
  // The hook has refetched the queue, so the request has already left the list when this is read.
  if (error instanceof ApiRequestError && error.code === 'conflict_state') {
    return `${errorMessage(error)} Someone else decided it first; it has left your list.`;
  }
  return errorMessage(error);
}

/**
 * Sends decisions one request at a time and keeps each one's outcome. One at a time rather than all at
 * once: the progress ("Approving 2 of 5…") stays true, and a long selection does not hit the rate limit
 * in a burst. A failure never stops the rest; it is reported with the server's reason.
 */
export function useApprovalRunner() {
  const { mutateAsync } = useLeaveAction();
  const [run, setRun] = useState<ApprovalRun | null>(null);
  // A ref as well as state: a second click in the same tick must see the first run already going.
  const running = useRef(false);

  const start = useCallback(
    async (decision: ApprovalDecision, targets: ApprovalTarget[], comment: string): Promise<ApprovalOutcome[] | null> => {
      if (running.current || targets.length === 0) return null;
      running.current = true;
      const comments = comment.trim();
      const outcomes: ApprovalOutcome[] = [];
      setRun({ decision, targets, outcomes: [], finished: false });
      for (const target of targets) {
        try {
          await mutateAsync({ requestId: target.requestId, action: decision, ...(comments ? { comments } : {}) });
          outcomes.push({ ...target, ok: true });
        } catch (error) {
          outcomes.push({ ...target, ok: false, message: failure(error) });
        }
        setRun({ decision, targets, outcomes: [...outcomes], finished: false });
      }
      setRun({ decision, targets, outcomes, finished: true });
      running.current = false;
      return outcomes;
    },
    [mutateAsync],
  );

  const busy = run !== null && !run.finished;
  /** The request being sent now, so its row can show a spinner. */
  const current = busy ? (run.targets[run.outcomes.length]?.requestId ?? null) : null;
  return { run, busy, current, start };
}

export type ApprovalRunner = ReturnType<typeof useApprovalRunner>;
