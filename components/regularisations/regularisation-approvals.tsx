'use client';

import { useCallback, useState } from 'react';
import { ApprovalQueue } from '@/components/leave/approval-queue';
import { APPROVALS_PAGE_SIZE } from '@/components/leave/approval-url';
import type { ApprovalDecision } from '@/components/leave/approval-wording';
import { EmptyState } from '@/components/ui/empty-state';
import { useRegularisationApprovals, type Regularisation } from '@/lib/attendance/hooks';
import { RegularisationCard } from './regularisation-card';
import { regularisationSubject } from './regularisation-format';
import { RegularisationSkeleton } from './regularisation-skeleton';
import { useRegularisationDecision } from './use-regularisation-decision';

const nothing = (
  <EmptyState title="No regularisations are waiting for you">
    When someone you approve for asks to correct a day’s in and out times, the request appears here, oldest first.
  </EmptyState>
);

/**
 * The queue of pending attendance regularisations the viewer may decide, one at a time. Its page is kept
 * in state rather than the URL: the leave queue above owns the query string and rewrites it whole.
 */
export function RegularisationApprovals() {
  const [page, setPage] = useState(1);
  const query = useRegularisationApprovals((page - 1) * APPROVALS_PAGE_SIZE, APPROVALS_PAGE_SIZE);
  const runner = useRegularisationDecision();
  const { start } = runner;

  const onDecide = useCallback(
    (item: Regularisation, decision: ApprovalDecision, comment: string) =>
      void start(decision, [{ requestId: item.regularisationId, label: regularisationSubject(item) }], comment),
    [start],
  );

  return (
    <ApprovalQueue
      runner={runner}
      report="Your last regularisation decision"
      query={query}
      id="regularisations"
      heading="Attendance regularisations"
      noun="regularisations"
      page={page}
      onPage={setPage}
      skeleton={<RegularisationSkeleton />}
      nothing={nothing}
      className="border-t border-gray-200 pt-6"
    >
      {(items) => (
        <ul className="grid gap-3 lg:grid-cols-2">
          {items.map((item) => (
            <li key={item.regularisationId}>
              <RegularisationCard item={item} runner={runner} onDecide={onDecide} />
            </li>
          ))}
        </ul>
      )}
    </ApprovalQueue>
  );
}
