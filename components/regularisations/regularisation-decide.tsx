'use client';

import { useState } from 'react';
import { ApprovalButtons } from '@/components/leave/approval-buttons';
import { ApprovalComment } from '@/components/leave/approval-comment';
import { DECISION_WORDS, type ApprovalDecision } from '@/components/leave/approval-wording';
import type { Regularisation } from '@/lib/attendance/hooks';
import { regularisationLabel } from './regularisation-format';
import type { RegularisationDecision } from './use-regularisation-decision';

type RegularisationDecideProps = {
  item: Regularisation;
  decision: RegularisationDecision;
  onDecide: (item: Regularisation, decision: ApprovalDecision, comment: string) => void;
};

/** One regularisation's optional comment and its Approve and Reject buttons, with the reason when the last try failed. */
export function RegularisationDecide({ item, decision, onDecide }: RegularisationDecideProps) {
  const [comment, setComment] = useState('');
  const { run } = decision;
  // Every card has these controls: what they decide is named for screen readers.
  const subject = `regularisation of ${regularisationLabel(item)}`;
  // A decided request leaves the list (a conflict too); one that stays, say after a network error, shows why here.
  const failed = run?.finished ? run.outcomes.find((o) => o.requestId === item.regularisationId) : undefined;
  return (
    <div className="space-y-2">
      <ApprovalComment
        label={
          <>
            Comment (optional)<span className="sr-only"> for {subject}</span>
          </>
        }
        value={comment}
        onChange={setComment}
        readOnly={decision.busy}
      />
      <ApprovalButtons
        inactive={decision.busy}
        running={decision.current === item.regularisationId ? (run?.decision ?? null) : null}
        text={(action, running) => (
          <>
            {running ? `${DECISION_WORDS[action].busy}…` : DECISION_WORDS[action].label}
            <span className="sr-only"> {subject}</span>
          </>
        )}
        onDecide={(action) => onDecide(item, action, comment)}
      />
      {run && failed && !failed.ok ? (
        <p className="text-sm font-medium break-words text-red-800">
          {DECISION_WORDS[run.decision].failed}: {failed.message}
        </p>
      ) : null}
    </div>
  );
}
