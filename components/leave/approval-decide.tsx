'use client';

import { useState } from 'react';
import type { LeaveRequest } from '@/lib/leave/hooks';
import { ApprovalButtons } from './approval-buttons';
import { ApprovalComment } from './approval-comment';
import type { ApprovalControls } from './approval-controls';
import { requestLabel } from './approval-format';
import { DECISION_WORDS } from './approval-wording';

/** One request's comment and its Approve and Reject buttons, with the reason when the last try failed. */
export function ApprovalDecide({ request, controls }: { request: LeaveRequest; controls: ApprovalControls }) {
  const [comment, setComment] = useState('');
  const { runner } = controls;
  const { run } = runner;
  const label = requestLabel(request);
  // A failed request usually leaves the list (someone decided it first); one that stays shows why here.
  const failed = run?.finished ? run.outcomes.find((o) => o.requestId === request.requestId) : undefined;
  return (
    <div className="space-y-2">
      <ApprovalComment
        label={
          <>
            Comment (optional)<span className="sr-only"> for {label}</span>
          </>
        }
        value={comment}
        onChange={setComment}
        readOnly={runner.busy}
      />
      <ApprovalButtons
        inactive={runner.busy}
        running={runner.current === request.requestId ? (run?.decision ?? null) : null}
        text={(decision, running) => (
          <>
            {running ? `${DECISION_WORDS[decision].busy}…` : DECISION_WORDS[decision].label}
            {/* Every row has these buttons: the request's name tells them apart for screen readers. */}
            <span className="sr-only"> leave of {label}</span>
          </>
        )}
        onDecide={(decision) => controls.decide(request, decision, comment)}
      />
      {run && failed && !failed.ok ? (
        <p className="text-sm font-medium break-words text-red-800">
          {DECISION_WORDS[run.decision].failed}: {failed.message}
        </p>
      ) : null}
    </div>
  );
}
