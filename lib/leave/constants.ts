// Plain values shared by the API and the browser (no database code, so pages can import them). The enums
// the schema's columns hold are declared beside the schema and re-exported here with their wording.
import type { LeaveStatus, LeaveType } from '@/db/schema/enums';

export {
  LEAVE_ACTIONS,
  LEAVE_DURATIONS,
  LEAVE_STATUSES,
  LEAVE_TYPES,
  type LeaveAction,
  type LeaveDuration,
  type LeaveStatus,
  type LeaveType,
} from '@/db/schema/enums';

export const LEAVE_TYPE_NAMES: Record<LeaveType, string> = {
  CL: 'Casual leave',
  SL: 'Sick leave',
  EL: 'Earned leave',
  LOP: 'Loss of pay',
};

export const LEAVE_STATUS_LABELS: Record<LeaveStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** Saturday and Sunday (Date.getUTCDay numbering). */
export const WEEKEND_DAYS: readonly number[] = [6, 0];

/** Leave requests per page of the history on /leave (the page reads the first one on the server). */
export const LEAVE_HISTORY_PAGE_SIZE = 10;

/** The longest range, in days, one read of a team's leave covers (a quarter): the query stays one indexed read. */
export const TEAM_LEAVE_MAX_DAYS = 92;
