'use client';

import { useEffect, useRef, useState } from 'react';
import { ApprovalButtons, ApprovalComment } from './decide';
import { DECISION_WORDS, progressText, type ApprovalDecision, type ApprovalOutcome, type ApprovalRunner } from './decision-runner';

type BulkBarProps = {
  /** how many requests this page shows */
  onPage: number;
  selected: number;
  runner: ApprovalRunner;
  onSelectAll: (selected: boolean) => void;
  onDecide: (decision: ApprovalDecision, comment: string) => Promise<ApprovalOutcome[] | null>;
};

/** "Approve 3 selected": the count in the name says what a press will do. */
function buttonText(decision: ApprovalDecision, selected: number): string {
  const { label } = DECISION_WORDS[decision];
  return selected ? `${label} ${selected} selected` : `${label} selected`;
}

/** Select every request on the page and decide the selected ones together, with one comment for all. */
export function BulkBar({ onPage, selected, runner, onSelectAll, onDecide }: BulkBarProps) {
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState<ApprovalDecision | null>(null);
  const all = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < onPage;
  // "Some selected" has no HTML attribute; the DOM property is the only way to show it.
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);

  async function decide(decision: ApprovalDecision) {
    setSent(decision);
    const outcomes = await onDecide(decision, comment);
    setSent(null);
    // Keep the comment when something failed, so it can be sent again without typing it anew.
    if (outcomes?.every((o) => o.ok)) setComment('');
  }

  const { run } = runner;
  return (
    <section aria-label="Decide several at once" className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <label className="inline-flex min-h-10 cursor-pointer items-center gap-3 text-sm font-medium text-gray-900">
          <input
            ref={all}
            type="checkbox"
            className="size-5 accent-indigo-700"
            checked={onPage > 0 && selected === onPage}
            disabled={onPage === 0}
            onChange={(e) => onSelectAll(e.target.checked)}
          />
          Select all on this page
        </label>
        <p className="text-sm text-gray-700">
          {selected} of {onPage} selected
        </p>
      </div>
      <ApprovalComment label="Comment for the selected requests (optional)" value={comment} onChange={setComment} readOnly={runner.busy} />
      <ApprovalButtons
        inactive={selected === 0 || runner.busy}
        running={runner.busy ? sent : null}
        text={(decision, running) => (running && run ? progressText(run) : buttonText(decision, selected))}
        onDecide={(decision) => void decide(decision)}
      />
    </section>
  );
}
