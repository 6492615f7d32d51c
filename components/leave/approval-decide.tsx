'use client';

import { useState } from 'react';
import type { LeaveRequest } from '@/lib/leave/hooks';
import { ApprovalButtons } from './approval-buttons';
import { ApprovalComment } from './approval-comment';
import type { ApprovalControls } from './approval-controls';
import { requestLabel } from './approval-format';
import type { ApprovalRunner } from './approval-runner';
import { DECISION_WORDS, type ApprovalDecision } from './approval-wording';

type ApprovalDecideProps = {
  /** the request's id, as the runner's targets carry it */
  id: string;
  /**
   * What the buttons decide, for screen readers: every row has them, so "Approve" alone does not say
   * which. "leave of Arjun Sharma, Mon, 13 Sept, 2027", "regularisation of Arjun Sharma, Mon, 9 Nov, 2026".
   */
  subject: string;
  /** what the comment box names after "Comment (optional) for" (default: the subject) */
  commentFor?: string;
  runner: ApprovalRunner;
  onDecide: (decision: ApprovalDecision, comment: string) => void;
};

/** One request's comment and its Approve and Reject buttons, with the reason when the last try failed. Either queue's. */
export function ApprovalDecide({ id, subject, commentFor = subject, runner, onDecide }: ApprovalDecideProps) {
  const [comment, setComment] = useState('');
  const { run } = runner;
  // A failed request usually leaves the list (someone decided it first); one that stays shows why here.
  const failed = run?.finished ? run.outcomes.find((o) => o.requestId === id) : undefined;
  return (
    <div className="space-y-2">
      <ApprovalComment
        label={
          <>
            Comment (optional)<span className="sr-only"> for {commentFor}</span>
          </>
        }
        value={comment}
        onChange={setComment}
        readOnly={runner.busy}
      />
      <ApprovalButtons
        inactive={runner.busy}
        running={runner.current === id ? (run?.decision ?? null) : null}
        text={(decision, running) => (
          <>
            {running ? `${DECISION_WORDS[decision].busy}…` : DECISION_WORDS[decision].label}
            <span className="sr-only"> {subject}</span>
          </>
        )}
        onDecide={(decision) => onDecide(decision, comment)}
      />
      {run && failed && !failed.ok ? (
        <p className="text-sm font-medium break-words text-red-800">
          {DECISION_WORDS[run.decision].failed}: {failed.message}
        </p>
      ) : null}
    </div>
  );
}

/** A leave request's decision, in the table's last column and on its card alike. */
export function LeaveDecide({ request, controls }: { request: LeaveRequest; controls: ApprovalControls }) {
  const label = requestLabel(request);
  return (
    <ApprovalDecide
      id={request.requestId}
      subject={`leave of ${label}`}
      commentFor={label}
      runner={controls.runner}
      onDecide={(decision, comment) => controls.decide(request, decision, comment)}
    />
  );
}
