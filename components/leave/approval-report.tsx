'use client';

import type { Ref } from 'react';
import { cx } from '@/components/ui/cx';
import { Spinner } from '@/components/ui/spinner';
import { DECISION_WORDS, progressText, summaryText, type ApprovalOutcome, type ApprovalRun, type ApprovalTarget } from './approval-wording';

function OutcomeLine({ run, target, outcome }: { run: ApprovalRun; target: ApprovalTarget; outcome: ApprovalOutcome | undefined }) {
  const words = DECISION_WORDS[run.decision];
  if (!outcome) {
    const now = !run.finished && run.outcomes.length === run.targets.indexOf(target);
    return (
      <li className="flex gap-2 text-gray-700">
        {now ? <Spinner className="mt-0.5 shrink-0" /> : <span aria-hidden="true" className="w-4 shrink-0" />}
        <span className="min-w-0 break-words">
          {now ? `${words.busy}…` : 'Waiting'}: {target.label}
        </span>
      </li>
    );
  }
  return (
    <li className={cx('flex gap-2', outcome.ok ? 'text-green-800' : 'text-red-800')}>
      <span aria-hidden="true" className="w-4 shrink-0 font-bold">
        {outcome.ok ? '✓' : '✗'}
      </span>
      <span className="min-w-0 break-words">
        <span className="font-semibold">{outcome.ok ? words.done : words.failed}</span>: {outcome.label}
        {outcome.ok ? null : <span className="block text-gray-900">{outcome.message}</span>}
      </span>
    </li>
  );
}

type ApprovalReportProps = {
  run: ApprovalRun | null;
  /** names the queue the run was in: the page shows a report for each queue, and headings that tell them apart */
  heading: string;
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * What the last decision did, request by request. Decided requests leave the queue at once, so this is
 * where their results stay visible. The status line is always in the page: a live region that appears
 * together with its text is often not announced.
 */
export function ApprovalReport({ run, heading, headingRef }: ApprovalReportProps) {
  const text = run ? (run.finished ? summaryText(run) : progressText(run)) : '';
  const failed = run?.finished && run.outcomes.some((o) => !o.ok);
  return (
    <div className={cx(run && 'space-y-3 rounded-lg border bg-white p-4', failed ? 'border-red-300' : 'border-gray-200')}>
      {run ? (
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-gray-900 focus:outline-none">
          {heading}
        </h2>
      ) : null}
      <p role="status" className="text-sm font-medium break-words text-gray-900">
        {text}
      </p>
      {run && run.targets.length > 1 ? (
        <ul aria-label="Result for each request" className="space-y-2 text-sm">
          {run.targets.map((target) => (
            <OutcomeLine key={target.requestId} run={run} target={target} outcome={run.outcomes.find((o) => o.requestId === target.requestId)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
