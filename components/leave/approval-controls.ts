import type { LeaveRequest } from '@/lib/leave/hooks';
import type { ApprovalRunner } from './approval-runner';
import type { ApprovalDecision } from './approval-wording';

/** What each row needs from the page: the selection, the running decisions, and how to decide. */
export type ApprovalControls = {
  selected: ReadonlySet<string>;
  onSelect: (requestId: string, selected: boolean) => void;
  runner: ApprovalRunner;
  decide: (request: LeaveRequest, decision: ApprovalDecision, comment: string) => void;
};
