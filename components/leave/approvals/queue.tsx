'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { cx } from '@/components/ui/cx';
import { ListResults } from '@/components/ui/list-results';
import { Spinner } from '@/components/ui/spinner';
import { progressText, summaryText, type ApprovalOutcome, type ApprovalRun, type ApprovalRunner, type ApprovalTarget } from './decision-runner';

/** Each queue on the page shows this many requests at a time. */
export const APPROVALS_PAGE_SIZE = 20;

type ApprovalQueueProps<T> = {
  runner: ApprovalRunner;
  /** the heading of the last decision's report: each queue has one, and the two must not read alike */
  report: string;
  query: UseQueryResult<{ items: T[]; offset: number; total: number }>;
  /** id of the section (a link target, scrolled to on a new page) and its heading */
  id: string;
  heading: string;
  noun: string;
  page: number;
  onPage: (page: number) => void;
  skeleton: ReactNode;
  forbidden?: ReactNode;
  /** what an empty queue says; a queue has no filters, so this is its only empty state */
  nothing: ReactNode;
  className?: string;
  children: (items: T[]) => ReactNode;
};

/**
 * One queue on the approvals page, leave's or regularisations': what its last decision did, then the
 * requests waiting, a page at a time, oldest first.
 */
export function ApprovalQueue<T>({ runner, report, onPage, nothing, className, ...list }: ApprovalQueueProps<T>) {
  return (
    <div className={cx('space-y-6', className)}>
      <ApprovalReport run={runner.run} heading={report} headingRef={runner.reportHeading} />
      <ListResults
        {...list}
        pageSize={APPROVALS_PAGE_SIZE}
        onPage={(next) => {
          onPage(next);
          document.getElementById(list.id)?.scrollIntoView({ block: 'start' });
        }}
        filtered={false}
        noMatches={nothing}
        empty={nothing}
      />
    </div>
  );
}

function OutcomeLine({ run, target, outcome }: { run: ApprovalRun; target: ApprovalTarget; outcome: ApprovalOutcome | undefined }) {
  const { words } = run;
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
function ApprovalReport({ run, heading, headingRef }: ApprovalReportProps) {
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
