'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ApprovalDecision } from './approval-wording';

const DECISIONS: readonly ApprovalDecision[] = ['approve', 'reject'];

type ApprovalButtonsProps = {
  /** refuse presses: decisions are being sent, or there is nothing to decide */
  inactive: boolean;
  /** the decision these buttons started that is being sent now */
  running: ApprovalDecision | null;
  text: (decision: ApprovalDecision, running: boolean) => ReactNode;
  onDecide: (decision: ApprovalDecision) => void;
};

/** Approve and Reject, for one request or for the selected ones. */
export function ApprovalButtons({ inactive, running, text, onDecide }: ApprovalButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {DECISIONS.map((decision) => (
        // aria-disabled rather than disabled, so a keyboard user's focus stays on the button while it works.
        <Button
          key={decision}
          variant={decision === 'approve' ? 'primary' : 'secondary'}
          aria-disabled={inactive || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
          onClick={() => {
            if (!inactive) onDecide(decision);
          }}
        >
          {running === decision ? <Spinner /> : null}
          {text(decision, running === decision)}
        </Button>
      ))}
    </div>
  );
}
