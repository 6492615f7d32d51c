// The leave request's legal moves (the state machine in docs/domain.md), in one pure module shared by
// the API, which refuses anything else with conflict_state, and the pages, which offer only these actions.
import type { LeaveAction, LeaveStatus } from './constants';

/** The status each action leads to, and the statuses it may start from. */
export const LEAVE_ACTION_MOVES: Record<LeaveAction, { from: readonly LeaveStatus[]; to: LeaveStatus }> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  // An approved request may be cancelled only until it starts (checked against the date separately).
  cancel: { from: ['pending', 'approved'], to: 'cancelled' },
};

/** Whether `action` may be taken on a request in `status` that starts on `startDate`, on `today`. */
export function canTakeLeaveAction(action: LeaveAction, status: LeaveStatus, startDate: string, today: string): boolean {
  if (!LEAVE_ACTION_MOVES[action].from.includes(status)) return false;
  return !(action === 'cancel' && status === 'approved' && startDate <= today);
}
