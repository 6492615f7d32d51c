// The words for a decision in every place it shows: buttons, progress, results and the summary.

export type ApprovalDecision = 'approve' | 'reject';

export const DECISION_WORDS: Record<ApprovalDecision, { label: string; busy: string; done: string; failed: string }> = {
  approve: { label: 'Approve', busy: 'Approving', done: 'Approved', failed: 'Not approved' },
  reject: { label: 'Reject', busy: 'Rejecting', done: 'Rejected', failed: 'Not rejected' },
};

export type ApprovalTarget = { requestId: string; label: string };
export type ApprovalOutcome = ApprovalTarget & ({ ok: true } | { ok: false; message: string });

/** One run of decisions: a single row's, or several selected ones decided with one comment. */
export type ApprovalRun = {
  decision: ApprovalDecision;
  targets: ApprovalTarget[];
  outcomes: ApprovalOutcome[];
  finished: boolean;
};

/** "Approving 2 of 5…" while running. */
export function progressText(run: ApprovalRun): string {
  const step = Math.min(run.outcomes.length + 1, run.targets.length);
  return `${DECISION_WORDS[run.decision].busy} ${step} of ${run.targets.length}…`;
}

/** Server messages are joined into one sentence, so each must end like one. */
function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/** "3 approved, 1 could not be: Arjun Sharma, 3 March 2027: …" once done; one sentence for one request. */
export function summaryText(run: ApprovalRun): string {
  const words = DECISION_WORDS[run.decision];
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
