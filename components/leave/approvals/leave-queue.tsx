'use client';

import { useCallback, useState } from 'react';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { useLeaveAction, useLeaveApprovals, type LeaveRequest } from '@/lib/leave/hooks';
import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';
import { useApprovalRunner, type ApprovalBody, type ApprovalDecision } from './decision-runner';
import { requestLabel } from './leave-request-fields';
import { LeaveRequestList, type ApprovalControls } from './leave-requests';
import { ApprovalNoAccess } from './no-access';
import { APPROVALS_PAGE_SIZE, ApprovalQueue } from './queue';
import { TeamOverlaps } from './team/also-off';

const codec: UrlStateCodec<{ page: number }> = {
  parse: (params) => ({ page: parsePage(params) }),
  toQueryString: ({ page }) => (page > 1 ? `page=${page}` : ''),
};

/** The page of the queue lives in the URL, so Back and a shared link land on the same page. */
function useApprovalsUrl() {
  return useUrlState(codec, '/approvals');
}

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

/**
 * The queue of pending leave the viewer may decide, one at a time or several together, each beside who
 * else of the applicant's team is off then.
 */
export function LeaveApprovalQueue() {
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
      {(requests) => (
        <TeamOverlaps requests={requests}>
          <LeaveRequestList requests={requests} controls={controls} onSelectMany={onSelectMany} onDecideMany={decideMany} />
        </TeamOverlaps>
      )}
    </ApprovalQueue>
  );
}
