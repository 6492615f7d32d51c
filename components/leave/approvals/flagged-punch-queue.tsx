'use client';

import { useCallback, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { skeletonBars, SkeletonList } from '@/components/ui/skeleton';
import { useFlaggedPunches, usePunchReview, type FlaggedPunch } from '@/lib/attendance/hooks';
import { DECISION_WORDS, useApprovalRunner, type ApprovalBody, type ApprovalDecision, type DecisionWords } from './decision-runner';
import { FlaggedPunchCard, flaggedPunchSubject } from './flagged-punch-card';
import { APPROVALS_PAGE_SIZE, ApprovalQueue } from './queue';

const conflict = (detail: string) => `Someone else already reviewed this punch. ${detail} It has left your list.`;

/** A punch is accepted or rejected: the page's approve is the API's accept, in words too. */
const REVIEW_ACTION = { approve: 'accept', reject: 'reject' } as const;
const REVIEW_WORDS: DecisionWords = { ...DECISION_WORDS, approve: { label: 'Accept', busy: 'Accepting', done: 'Accepted', failed: 'Not accepted' } };

const nothing = (
  <EmptyState title="No flagged punches are waiting for you">
    When someone you approve for punches from outside their office’s fence, the punch appears here to accept or reject, oldest first.
  </EmptyState>
);

/**
 * Punches recorded outside the office's fence, waiting for the viewer's review one at a time. Its page is
 * kept in state: the leave queue owns the query string.
 */
export function FlaggedPunchQueue() {
  const [page, setPage] = useState(1);
  const query = useFlaggedPunches((page - 1) * APPROVALS_PAGE_SIZE, APPROVALS_PAGE_SIZE);
  const { mutateAsync } = usePunchReview();
  const send = useCallback(
    (punchId: string, { action, comments }: ApprovalBody) => mutateAsync({ body: { punchId, action: REVIEW_ACTION[action], ...(comments ? { comments } : {}) } }),
    [mutateAsync],
  );
  const runner = useApprovalRunner({ send, conflict, words: REVIEW_WORDS });
  const { start } = runner;
  const onDecide = useCallback(
    (item: FlaggedPunch, decision: ApprovalDecision, comment: string) => void start(decision, [{ requestId: item.punchId, label: flaggedPunchSubject(item) }], comment),
    [start],
  );

  return (
    <ApprovalQueue
      runner={runner}
      report="Your last punch review"
      query={query}
      id="flagged-punches"
      heading="Flagged punches"
      noun="punches"
      page={page}
      onPage={setPage}
      skeleton={
        <SkeletonList count={2} className="grid gap-3 lg:grid-cols-2" itemClassName="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
          {skeletonBars(['h-5 w-1/2', 'h-4 w-2/3', 'h-4 w-3/4', 'h-4 w-3/5', 'h-14 w-full', 'h-10 w-44'])}
        </SkeletonList>
      }
      nothing={nothing}
      className="border-t border-gray-200 pt-6"
    >
      {(items) => (
        <ul className="grid gap-3 lg:grid-cols-2">
          {items.map((item) => (
            <li key={item.punchId}>
              <FlaggedPunchCard item={item} runner={runner} onDecide={onDecide} />
            </li>
          ))}
        </ul>
      )}
    </ApprovalQueue>
  );
}
