'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { ListResults } from '@/components/ui/list-results';
import { ApprovalReport } from './approval-report';
import type { ApprovalRunner } from './approval-runner';
import { APPROVALS_PAGE_SIZE } from './approval-url';

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
