'use client';

import { useCallback, useState } from 'react';
import { RecordListSkeleton } from '@/components/ui/record-list-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { useLeaveAction, useLeaveApprovals, type LeaveRequest } from '@/lib/leave/hooks';
import type { ApprovalControls } from './approval-controls';
import { requestLabel } from './approval-format';
import { ApprovalList } from './approval-list';
import { ApprovalNoAccess } from './approval-no-access';
import { ApprovalQueue } from './approval-queue';
import { useApprovalRunner, type ApprovalBody } from './approval-runner';
import { APPROVALS_PAGE_SIZE, useApprovalsUrl } from './approval-url';
import type { ApprovalDecision } from './approval-wording';

function changed(set: ReadonlySet<string>, ids: string[], selected: boolean): ReadonlySet<string> {
  const next = new Set(set);
  for (const id of ids) {
    if (selected) next.add(id);
    else next.delete(id);
  }
  return next;
}

const nothing = (
  <EmptyState title="Nothing waiting for you">New leave requests from the people you approve for appear here, oldest first.</EmptyState>
);

/** A request someone else decided first: the server's reason ("… is rejected; it cannot be approved."), then where it went. */
const conflict = (detail: string) => `${detail} Someone else decided it first; it has left your list.`;

/** The queue of pending leave the viewer may decide, one at a time or several together. */
export function ApprovalView() {
  const [{ page }, update] = useApprovalsUrl();
  const query = useLeaveApprovals((page - 1) * APPROVALS_PAGE_SIZE, APPROVALS_PAGE_SIZE);
  const { mutateAsync } = useLeaveAction();
  const send = useCallback((requestId: string, body: ApprovalBody) => mutateAsync({ body: { requestId, ...body } }), [mutateAsync]);
  const runner = useApprovalRunner({ send, conflict });
  const { start } = runner;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  const onSelectMany = useCallback((ids: string[], on: boolean) => setSelected((prev) => changed(prev, ids, on)), []);

  const decideMany = useCallback(
    async (decision: ApprovalDecision, requests: LeaveRequest[], comment: string) => {
      const targets = requests.map((r) => ({ requestId: r.requestId, label: requestLabel(r) }));
      const outcomes = await start(decision, targets, comment);
      if (outcomes) {
        onSelectMany(
          outcomes.map((o) => o.requestId),
          false,
        );
      }
      return outcomes;
    },
    [start, onSelectMany],
  );

  const onPage = useCallback(
    (next: number) => {
      // "Select all on this page" means this page: a selection never reaches rows out of sight.
      setSelected(new Set());
      update({ page: next });
    },
    [update],
  );

  const controls: ApprovalControls = {
    selected,
    onSelect: (id, on) => onSelectMany([id], on),
    runner,
    decide: (request, decision, comment) => void decideMany(decision, [request], comment),
  };

  return (
    <ApprovalQueue
      runner={runner}
      report="Your last decision"
      query={query}
      id="approvals"
      heading="Waiting for your decision"
      noun="requests"
      page={page}
      onPage={onPage}
      skeleton={<RecordListSkeleton />}
      forbidden={<ApprovalNoAccess />}
      nothing={nothing}
    >
      {(requests) => <ApprovalList requests={requests} controls={controls} onSelectMany={onSelectMany} onDecideMany={decideMany} />}
    </ApprovalQueue>
  );
}
