'use client';

import { useCallback, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { skeletonBars, SkeletonList } from '@/components/ui/skeleton';
import { useRegularisationAction, useRegularisationApprovals, type Regularisation } from '@/lib/attendance/hooks';
import { useApprovalRunner, type ApprovalBody, type ApprovalDecision } from './decision-runner';
import { APPROVALS_PAGE_SIZE, ApprovalQueue } from './queue';
import { RegularisationCard, regularisationSubject } from './regularisation-card';

/** A regularisation someone else decided first: what happened, then the server's reason ("… is already rejected."). */
const conflict = (detail: string) => `Someone else already decided this. ${detail} It has left your list.`;

/**
 * The runner both queues use, sending regularisation decisions: one at a time, each outcome kept for the
 * shared report and wording. A target's `requestId` is the regularisation's id.
 */
function useRegularisationDecision() {
  const { mutateAsync } = useRegularisationAction();
  const send = useCallback((regularisationId: string, body: ApprovalBody) => mutateAsync({ body: { regularisationId, ...body } }), [mutateAsync]);
  return useApprovalRunner({ send, conflict });
}

const nothing = (
  <EmptyState title="No regularisations are waiting for you">
    When someone you approve for asks to correct a day’s in and out times, the request appears here, oldest first.
  </EmptyState>
);

/**
 * The queue of pending attendance regularisations the viewer may decide, one at a time. Its page is kept
 * in state rather than the URL: the leave queue above owns the query string and rewrites it whole.
 */
export function RegularisationQueue() {
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

/** Placeholder cards in the shape of a regularisation (person, facts, comment and buttons) while the queue loads. */
function RegularisationSkeleton() {
  return (
    <SkeletonList count={2} className="grid gap-3 lg:grid-cols-2" itemClassName="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      {skeletonBars(['h-5 w-1/2', 'h-4 w-2/3', 'h-4 w-3/5', 'h-4 w-3/4', 'h-14 w-full', 'h-10 w-44'])}
    </SkeletonList>
  );
}
