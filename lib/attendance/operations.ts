import { defineOperation } from '@/lib/api/operation';
import {
  attendanceListQuerySchema,
  attendanceListSchema,
  attendanceUserParamsSchema,
  flaggedPunchPageSchema,
  flaggedPunchSchema,
  flaggedPunchesQuerySchema,
  punchDetailQuerySchema,
  punchDetailSchema,
  punchResponseSchema,
  punchReviewActionSchema,
  punchSchema,
  regularisationActionSchema,
  regularisationApprovalsQuerySchema,
  regularisationPageSchema,
  regularisationSchema,
  regulariseSchema,
} from './schemas';

const attendance = { tag: 'Attendance', host: 'base', principals: ['user', 'system'] } as const;
/** Reads of one person's days, named in the path: a bad field, another person's records or no such person. */
const personRead = { ...attendance, scope: 'read', params: attendanceUserParamsSchema, errors: [400, 403, 404] } as const;
/** What a person asks for themselves (or hr_admin and systems for them); the spec lists only the read scope for it. */
const selfService = { ...attendance, scope: 'read', errors: [400, 403, 404] } as const;
const READERS = 'The person, their manager, hr_admin and systems; anyone else gets 403.';
const SELF = 'A person acts for themselves; hr_admin and systems for anyone (systems must name the username).';

export const punchOp = defineOperation({
  ...selfService,
  id: 'punch',
  method: 'POST',
  path: '/api/attendance/v1/punch',
  summary: 'Register a punch',
  description:
    'punchDate and punchTime default to now in the organisation’s time zone; a punch in the future is a 400, and so is one more than ' +
    '3 days old (regularise instead). With coordinates, the great-circle distance to the employee’s office is recorded with ' +
    'insideGeofence; an office that enforces its fence refuses punches from outside it (400 with distanceMeters) and without a position. ' +
    `Any number of punches a day: the first is the day’s in, the last its out. ${SELF} The spec lists only the read scope for it.`,
  body: punchSchema,
  response: { description: 'The punch as recorded, and the day so far', schema: punchResponseSchema },
});

export const regulariseOp = defineOperation({
  ...selfService,
  id: 'regularise',
  method: 'POST',
  path: '/api/attendance/v1/regularise',
  summary: 'Ask to correct one past day’s in and out times',
  description:
    'For a past day at most REGULARISE_MAX_DAYS (default 30) back, not a day of approved leave, with the in time before the out time ' +
    `and a reason; one pending request per day. It waits, pending, for the manager or hr_admin. ${SELF} The spec lists only the read scope for it.`,
  body: regulariseSchema,
  response: { description: 'The request, pending a decision', schema: regularisationSchema },
});

export const attendanceListOp = defineOperation({
  ...personRead,
  id: 'listAttendance',
  method: 'GET',
  path: '/api/attendance/v1/list/user/{username}',
  summary: 'One row per day: first in, last out, worked minutes and status',
  description:
    'For a month (YYYY-MM, default the current one) or a from/to range, oldest day first, from the date of joining up to today. ' +
    'Status: on_leave (approved full-day leave), regularised (an approved regularisation), half_day (approved half-day leave, or 3 to ' +
    `6 hours worked), holiday, weekend, present (6 hours or more; today, any punch), absent. ${READERS}`,
  query: attendanceListQuerySchema,
  response: { description: 'A page of days', schema: attendanceListSchema },
});

export const punchDetailOp = defineOperation({
  ...personRead,
  id: 'getPunchDetail',
  method: 'GET',
  path: '/api/attendance/v1/punch/detail/user/{username}',
  summary: 'The punches of one day',
  description: `Each punch with its time, the time it arrived, source, coordinates, location text, geofence result and whether it was sent late from an offline queue; and the office with its fence. ${READERS}`,
  query: punchDetailQuerySchema,
  response: { description: 'The day’s punches, in time order', schema: punchDetailSchema },
});

export const regularisationActionOp = defineOperation({
  ...attendance,
  id: 'actOnRegularisation',
  method: 'POST',
  path: '/api/attendance/v1/regularise/action',
  summary: 'Approve or reject a regularisation (extension)',
  description:
    'The employee’s manager, hr_admin or a system, never the employee. Approval rewrites that day’s attendance with the asked times, ' +
    'marked regularised. A request already decided is a 400 conflict_state.',
  scope: 'write',
  body: regularisationActionSchema,
  response: { description: 'The request as it now stands', schema: regularisationSchema },
  errors: [400, 403, 404],
});

export const regularisationApprovalsOp = defineOperation({
  ...attendance,
  id: 'listRegularisationApprovals',
  method: 'GET',
  path: '/api/attendance/v1/regularise/approvals',
  summary: 'Pending regularisations the caller may decide, oldest first (extension)',
  description: 'For a manager, the pending requests of their direct reports; for hr_admin and systems, every pending request.',
  scope: 'read',
  query: regularisationApprovalsQuerySchema,
  response: { description: 'A page of pending requests', schema: regularisationPageSchema },
  errors: [400],
});

export const flaggedPunchesOp = defineOperation({
  ...attendance,
  id: 'listFlaggedPunches',
  method: 'GET',
  path: '/api/attendance/v1/punch/approvals',
  summary: 'Flagged punches waiting for the caller’s review, oldest first (extension)',
  description:
    'Punches recorded outside the office’s fence, where the office does not refuse them, wait for a review. For a manager, those of ' +
    'their direct reports; for hr_admin and systems, every one; never the caller’s own.',
  scope: 'read',
  query: flaggedPunchesQuerySchema,
  response: { description: 'A page of flagged punches', schema: flaggedPunchPageSchema },
  errors: [400],
});

export const punchReviewOp = defineOperation({
  ...attendance,
  id: 'reviewPunch',
  method: 'POST',
  path: '/api/attendance/v1/punch/action',
  summary: 'Accept or reject a flagged punch (extension)',
  description:
    'The employee’s manager, hr_admin or a system, never the employee. A rejected punch no longer counts: the day’s first in, last out ' +
    'and punch count are worked out without it. The employee is told, with the comment. A punch already reviewed is a 400 ' +
    'conflict_state; one that was never flagged is a 404.',
  scope: 'write',
  body: punchReviewActionSchema,
  response: { description: 'The punch as it now stands', schema: flaggedPunchSchema },
  errors: [400, 403, 404],
});
