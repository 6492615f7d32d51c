'use client';

import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { controlClass } from '@/components/ui/text-input';
import type { ApprovalDecision, ApprovalRunner } from './decision-runner';

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
            {running ? `${runner.words[decision].busy}…` : runner.words[decision].label}
            <span className="sr-only"> {subject}</span>
          </>
        )}
        onDecide={(decision) => onDecide(decision, comment)}
      />
      {run && failed && !failed.ok ? (
        <p className="text-sm font-medium break-words text-red-800">
          {run.words.failed}: {failed.message}
        </p>
      ) : null}
    </div>
  );
}

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

const COMMENT_MAX = 1000;

type ApprovalCommentProps = { label: ReactNode; value: string; onChange: (value: string) => void; readOnly: boolean };

/** The optional comment kept with a decision; read-only while decisions are being sent. */
export function ApprovalComment({ label, value, onChange, readOnly }: ApprovalCommentProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <textarea id={id} value={value} maxLength={COMMENT_MAX} rows={2} readOnly={readOnly} onChange={(e) => onChange(e.target.value)} className={controlClass} />
    </div>
  );
}
