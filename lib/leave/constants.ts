// Plain values shared by the schema, the API and the browser (no database code, so pages can import them).

/** DESIGN.md section 5: casual, sick, earned, and loss of pay (which has no balance). */
export const LEAVE_TYPES = ['CL', 'SL', 'EL', 'LOP'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

export const LEAVE_TYPE_NAMES: Record<LeaveType, string> = {
  CL: 'Casual leave',
  SL: 'Sick leave',
  EL: 'Earned leave',
  LOP: 'Loss of pay',
};

export const LEAVE_DURATIONS = ['full_day', 'first_half', 'second_half'] as const;
export type LeaveDuration = (typeof LEAVE_DURATIONS)[number];

/** DESIGN.md section 3: pending -> approved or rejected; pending or (approved and not yet started) -> cancelled. */
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

export const LEAVE_ACTIONS = ['approve', 'reject', 'cancel'] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];

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
