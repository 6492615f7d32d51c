'use client';

import { useCallback, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';

// The words for a decision in every place it shows: buttons, progress, results and the summary.

export type ApprovalDecision = 'approve' | 'reject';

export type DecisionWords = Record<ApprovalDecision, { label: string; busy: string; done: string; failed: string }>;

export const DECISION_WORDS: DecisionWords = {
  approve: { label: 'Approve', busy: 'Approving', done: 'Approved', failed: 'Not approved' },
  reject: { label: 'Reject', busy: 'Rejecting', done: 'Rejected', failed: 'Not rejected' },
};

export type ApprovalTarget = { requestId: string; label: string };
export type ApprovalOutcome = ApprovalTarget & ({ ok: true } | { ok: false; message: string });

/** One run of decisions: a single row's, or several selected ones decided with one comment. */
export type ApprovalRun = {
  decision: ApprovalDecision;
  /** the words of the queue it ran in */
  words: DecisionWords[ApprovalDecision];
  targets: ApprovalTarget[];
  outcomes: ApprovalOutcome[];
  finished: boolean;
};

/** "Approving 2 of 5…" while running. */
export function progressText(run: ApprovalRun): string {
  const step = Math.min(run.outcomes.length + 1, run.targets.length);
  return `${run.words.busy} ${step} of ${run.targets.length}…`;
}

/** Server messages are joined into one sentence, so each must end like one. */
function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/** "3 approved, 1 could not be: Arjun Sharma, 3 March 2027: …" once done; one sentence for one request. */
export function summaryText(run: ApprovalRun): string {
  const { words } = run;
  const failed = run.outcomes.filter((o) => !o.ok);
  const done = run.outcomes.length - failed.length;
  const reasons = failed.map((o) => `${o.label}: ${o.ok ? '' : sentence(o.message)}`).join(' ');
  const [only] = run.outcomes;
  if (run.outcomes.length === 1 && only) {
    return only.ok ? `${words.done}: ${only.label}.` : `${words.failed}: ${reasons}`;
  }
  const count = `${done} ${words.done.toLowerCase()}`;
  return failed.length ? `${count}, ${failed.length} could not be: ${reasons}` : `${count}.`;
}

/** A decision as both queues' action APIs take it, beside the id of what is decided. */
export type ApprovalBody = { action: ApprovalDecision; comments?: string };

type ApprovalRunnerOptions = {
  /**
   * Sends one decision, rejecting with the server's error; a queue's mutation, which refetches the queue
   * on success and on conflict_state. Keep it stable (useCallback), as `start` depends on it.
   */
  send: (id: string, body: ApprovalBody) => Promise<unknown>;
  /** The result when someone else decided the request first, from the server's reason. */
  conflict: (detail: string) => string;
  /** what the queue calls its decisions (default: approve and reject) */
  words?: DecisionWords;
};

/**
 * Sends decisions one request at a time and keeps each one's outcome, for either queue on the page. One
 * at a time rather than all at once: the progress ("Approving 2 of 5…") stays true, and a long selection
 * does not hit the rate limit in a burst. A failure never stops the rest; it is reported with the server's
 * reason. A target's `requestId` is whatever id `send` takes.
 */
export function useApprovalRunner({ send, conflict, words = DECISION_WORDS }: ApprovalRunnerOptions) {
  const [run, setRun] = useState<ApprovalRun | null>(null);
  // A ref as well as state: a second click in the same tick must see the first run already going.
  const running = useRef(false);
  /** The heading of the run's report (ApprovalReport), where the focus goes once the run is done. */
  const reportHeading = useRef<HTMLHeadingElement>(null);

  const start = useCallback(
    async (decision: ApprovalDecision, targets: ApprovalTarget[], comment: string): Promise<ApprovalOutcome[] | null> => {
      if (running.current || targets.length === 0) return null;
      running.current = true;
      const comments = comment.trim();
      const outcomes: ApprovalOutcome[] = [];
      const said = words[decision];
      setRun({ decision, words: said, targets, outcomes: [], finished: false });
      for (const target of targets) {
        try {
          await send(target.requestId, { action: decision, ...(comments ? { comments } : {}) });
          outcomes.push({ ...target, ok: true });
        } catch (error) {
          // The mutation has refetched the queue, so a request decided elsewhere has already left the list when this is read.
          const message = error instanceof ApiRequestError && error.code === 'conflict_state' ? conflict(error.detail) : errorMessage(error);
          outcomes.push({ ...target, ok: false, message });
        }
        setRun({ decision, words: said, targets, outcomes: [...outcomes], finished: false });
      }
      setRun({ decision, words: said, targets, outcomes, finished: true });
      running.current = false;
      // Decided rows have left the list, and the focus with them: go on from their results.
      reportHeading.current?.focus();
      return outcomes;
    },
    [send, conflict, words],
  );

  const busy = run !== null && !run.finished;
  /** The request being sent now, so its row can show a spinner. */
  const current = busy ? (run.targets[run.outcomes.length]?.requestId ?? null) : null;
  return { run, busy, current, start, reportHeading, words };
}

export type ApprovalRunner = ReturnType<typeof useApprovalRunner>;
