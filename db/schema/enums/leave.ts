// The enum values of the leave tables' columns, re-exported by db/schema/enums.ts (which says why they are apart).

/** Casual, sick, earned, and loss of pay (which has no balance). */
export const LEAVE_TYPES = ['CL', 'SL', 'EL', 'LOP'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

export const LEAVE_DURATIONS = ['full_day', 'first_half', 'second_half'] as const;
export type LeaveDuration = (typeof LEAVE_DURATIONS)[number];

/** pending -> approved or rejected; pending, or approved and not yet started -> cancelled. */
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

export const LEAVE_ACTIONS = ['approve', 'reject', 'cancel'] as const;
export type LeaveAction = (typeof LEAVE_ACTIONS)[number];
