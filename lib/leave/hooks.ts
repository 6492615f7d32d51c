// The leave hooks, each group in its own module under ./hooks/ and re-exported here by name: a bundler
// puts every used export of a module wherever the module goes, but follows a re-export to the module it
// names, so the home page's balance card does not carry the approvals page's queue.
import type { LeaveAction, LeaveDuration, LeaveStatus, LeaveType } from './constants';
import type {
  ApplyLeaveInput,
  ApplyLeaveResult,
  LeaveActionInput,
  LeaveActionRecord,
  LeaveBalance,
  LeaveBalanceItem,
  LeaveCalendar,
  LeaveRequest,
  TeamLeaveDay,
} from './schemas';

export type {
  ApplyLeaveInput,
  ApplyLeaveResult,
  LeaveAction,
  LeaveActionInput,
  LeaveActionRecord,
  LeaveBalance,
  LeaveBalanceItem,
  LeaveCalendar,
  LeaveDuration,
  LeaveRequest,
  LeaveStatus,
  LeaveType,
  TeamLeaveDay,
};

export { leaveBalanceQueryOptions, useLeaveBalance } from './hooks/balance';
export { leaveHistoryQueryOptions, useLeaveHistory, type LeaveHistoryParams } from './hooks/history';
export { useLeaveCalendar } from './hooks/calendar';
export { useLeaveApprovals, useTeamLeave, useTeamLeaveReads, type TeamLeaveAnswers, type TeamLeaveRead } from './hooks/approvals';
export { useApplyLeave } from './hooks/apply';
export { useLeaveAction } from './hooks/action';
