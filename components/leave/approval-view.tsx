'use client';

import { useCallback, useRef, useState } from 'react';
import { RecordListSkeleton } from '@/components/recruiter/record-list-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { useLeaveApprovals, type LeaveRequest } from '@/lib/leave/hooks';
import type { ApprovalControls } from './approval-controls';
import { requestLabel } from './approval-format';
import { ApprovalList } from './approval-list';
import { ApprovalNoAccess } from './approval-no-access';
import { ApprovalReport } from './approval-report';
import { useApprovalRunner } from './approval-runner';
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

/** The queue of pending leave the viewer may decide, one at a time or several together. */
export function ApprovalView() {
  const [{ page }, update] = useApprovalsUrl();
  const query = useLeaveApprovals((page - 1) * APPROVALS_PAGE_SIZE, APPROVALS_PAGE_SIZE);
  const runner = useApprovalRunner();
  const { start } = runner;
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const reportHeading = useRef<HTMLHeadingElement>(null);

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
        // Decided rows have left the list, and the focus with them: go on from their results.
        reportHeading.current?.focus();
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
      document.getElementById('approvals')?.scrollIntoView({ block: 'start' });
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
    <div className="space-y-6">
      <ApprovalReport run={runner.run} headingRef={reportHeading} />
      <ListResults
        query={query}
        id="approvals"
        heading="Waiting for your decision"
        noun="requests"
        page={page}
        pageSize={APPROVALS_PAGE_SIZE}
        onPage={onPage}
        skeleton={<RecordListSkeleton />}
        forbidden={<ApprovalNoAccess />}
        filtered={false}
        noMatches={nothing}
        empty={nothing}
      >
        {(requests) => <ApprovalList requests={requests} controls={controls} onSelectMany={onSelectMany} onDecideMany={decideMany} />}
      </ListResults>
    </div>
  );
}
