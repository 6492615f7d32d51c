import { defineOperation } from '@/lib/api/operation';
import { TEAM_LEAVE_MAX_DAYS } from './constants';
import {
  applyLeaveResponseSchema,
  applyLeaveSchema,
  leaveActionSchema,
  leaveApprovalsQuerySchema,
  leaveBalanceQuerySchema,
  leaveBalanceSchema,
  leaveCalendarSchema,
  leaveHistoryQuerySchema,
  leaveHistorySchema,
  leaveRequestSchema,
  leaveUserParamsSchema,
  teamLeaveQuerySchema,
  teamLeaveSchema,
} from './schemas';

const leave = { tag: 'Leave', host: 'base', principals: ['user', 'system'] } as const;
/** Reads of one person's leave, named in the path: a bad field, another person's records or no such person. */
const personRead = { ...leave, scope: 'read', params: leaveUserParamsSchema, errors: [400, 403, 404] } as const;
const READERS = 'The person, their manager, hr_admin and systems; anyone else gets 403.';

export const applyLeaveOp = defineOperation({
  ...leave,
  id: 'applyLeave',
  method: 'POST',
  path: '/api/leave/v1/apply',
  summary: 'Submit a leave request for an employee',
  description:
    'Dates YYYY-MM-DD within one calendar year, from the employee’s date of joining to the end of next year (a 400 naming startDate ' +
    'or endDate otherwise; the server setting LEAVE_APPLY_YEARS_AHEAD, default 1, sets how many years ahead); leaveDuration full_day (default), first_half or second_half (halves only for one day). ' +
    'Weekends and the holidays of the employee’s office are not counted; a request of only such days is a 400. Overlap with the ' +
    'employee’s pending or approved leave, an unknown type or too little balance is a 400 that says which. A person applies for ' +
    'themselves; hr_admin and systems for anyone (systems must name the username). The spec lists only the read scope for it.',
  scope: 'read',
  body: applyLeaveSchema,
  response: { description: 'The request was recorded, pending a decision', schema: applyLeaveResponseSchema },
  errors: [400, 403, 404],
});

export const leaveBalanceOp = defineOperation({
  ...personRead,
  id: 'getLeaveBalance',
  method: 'GET',
  path: '/api/leave/v1/detail/user/{username}',
  summary: 'Leave balance per type for a year',
  description: `allocated, used (approved), pending (awaiting a decision) and available days per type. ${READERS}`,
  query: leaveBalanceQuerySchema,
  response: { description: 'The balance', schema: leaveBalanceSchema },
});

export const leaveHistoryOp = defineOperation({
  ...personRead,
  id: 'getLeaveHistory',
  method: 'GET',
  path: '/api/leave/v1/history/user/{username}',
  summary: 'Leave requests of an employee, newest first',
  description: `Every request, whatever became of it, with its decision and who decided when. ${READERS}`,
  query: leaveHistoryQuerySchema,
  response: { description: 'A page of requests', schema: leaveHistorySchema },
});

export const leaveActionOp = defineOperation({
  ...leave,
  id: 'actOnLeaveRequest',
  method: 'POST',
  path: '/api/leave/v1/request/action',
  summary: 'Approve, reject or cancel a leave request',
  description:
    'approve and reject: the applicant’s manager, hr_admin or a system, never the applicant. cancel: the applicant or hr_admin, while the ' +
    'request is pending or approved and not yet started. Any other move is a 400 conflict_state. Balances follow at once. The spec ' +
    'shows no scope for it: write, as for every other change.',
  scope: 'write',
  body: leaveActionSchema,
  response: { description: 'The request as it now stands', schema: leaveRequestSchema },
  errors: [400, 403, 404],
});

export const leaveApprovalsOp = defineOperation({
  ...leave,
  id: 'listLeaveApprovals',
  method: 'GET',
  path: '/api/leave/v1/approvals',
  summary: 'Pending leave the caller may decide, oldest first (extension)',
  description: 'For a manager, the pending requests of their direct reports; for hr_admin and systems, every pending request.',
  scope: 'read',
  query: leaveApprovalsQuerySchema,
  response: { description: 'A page of pending requests', schema: leaveHistorySchema },
  errors: [400],
});

export const leaveCalendarOp = defineOperation({
  ...personRead,
  id: 'getLeaveCalendar',
  method: 'GET',
  path: '/api/leave/v1/calendar/user/{username}',
  summary: 'Weekends and holidays of an employee’s office for a year (extension)',
  description: `What the apply form needs to count working days as dates are picked. ${READERS}`,
  query: leaveBalanceQuerySchema,
  response: { description: 'The calendar', schema: leaveCalendarSchema },
});

export const teamLeaveOp = defineOperation({
  ...personRead,
  id: 'getTeamLeave',
  method: 'GET',
  path: '/api/leave/v1/team/user/{username}',
  summary: 'Who of a manager’s direct reports is off, day by day (extension)',
  description:
    `One item per active direct report and working day of their office in the range (from and to, both YYYY-MM-DD, to not before from, ` +
    `at most ${TEAM_LEAVE_MAX_DAYS} days) that pending or approved leave covers; duration is 1, or 0.5 for a half day. Ordered by name, ` +
    'then date. The manager named in the path, hr_admin and systems; anyone else gets 403.',
  query: teamLeaveQuerySchema,
  response: { description: 'The team’s leave days', schema: teamLeaveSchema },
});
