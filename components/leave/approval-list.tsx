'use client';

import { ResponsiveList } from '@/components/ui/responsive-list';
import type { LeaveRequest } from '@/lib/leave/hooks';
import { ApprovalBulkBar } from './approval-bulk-bar';
import { ApprovalCards } from './approval-cards';
import type { ApprovalControls } from './approval-controls';
import { ApprovalTable } from './approval-table';
import type { ApprovalDecision, ApprovalOutcome } from './approval-wording';

type ApprovalListProps = {
  requests: LeaveRequest[];
  controls: ApprovalControls;
  onSelectMany: (requestIds: string[], selected: boolean) => void;
  onDecideMany: (decision: ApprovalDecision, requests: LeaveRequest[], comment: string) => Promise<ApprovalOutcome[] | null>;
};

/** One page of the queue: the bar for deciding several, then the requests as a table or as cards. */
export function ApprovalList({ requests, controls, onSelectMany, onDecideMany }: ApprovalListProps) {
  // Only what is on this page and still waiting counts: a decided request has left the list.
  const chosen = requests.filter((r) => controls.selected.has(r.requestId));
  return (
    <div className="space-y-4">
      <ApprovalBulkBar
        onPage={requests.length}
        selected={chosen.length}
        runner={controls.runner}
        onSelectAll={(on) =>
          onSelectMany(
            requests.map((r) => r.requestId),
            on,
          )
        }
        onDecide={(decision, comment) => onDecideMany(decision, chosen, comment)}
      />
      <ResponsiveList table={<ApprovalTable requests={requests} controls={controls} />} cards={<ApprovalCards requests={requests} controls={controls} />} />
    </div>
  );
}
