import { z } from 'zod';
import { isoDateSchema, pageOf, paginationQuery, usernameSchema } from '@/lib/api/params';
import { LEAVE_ACTIONS, LEAVE_DURATIONS, LEAVE_STATUSES, LEAVE_TYPES, TEAM_LEAVE_MAX_DAYS } from './constants';

const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

const yearQuery = z
  .string()
  .regex(/^\d{4}$/, 'A year such as 2026')
  .transform(Number)
  .pipe(z.number().int().min(MIN_YEAR).max(MAX_YEAR))
  .meta({ description: 'Calendar year (default: the current one).', example: '2026' });

/** Apply Leave: the spec's string fields; which are required, and their formats, are ours. */
export const applyLeaveSchema = z
  .strictObject({
    username: usernameSchema.optional().meta({
      description: 'The employee. A person may name only themselves (the default); hr_admin and systems may name anyone, and systems must.',
    }),
    leaveType: z.enum(LEAVE_TYPES, { error: `One of ${LEAVE_TYPES.join(', ')}` }),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    leaveDuration: z.enum(LEAVE_DURATIONS, { error: `One of ${LEAVE_DURATIONS.join(', ')}` }).default('full_day'),
    leaveReason: z.string().trim().max(500).optional(),
    comments: z.string().trim().max(1000).optional(),
  })
  .superRefine((r, ctx) => {
    if (r.startDate > r.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Must not be before startDate' });
    else if (r.leaveDuration !== 'full_day' && r.startDate !== r.endDate) {
      ctx.addIssue({ code: 'custom', path: ['leaveDuration'], message: 'A half day needs startDate and endDate to be the same day' });
    } else if (r.startDate.slice(0, 4) !== r.endDate.slice(0, 4)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Must be in the same calendar year as startDate: apply for each year separately' });
    }
  })
  .meta({ id: 'ApplyLeaveRequest' });
export type ApplyLeave = z.output<typeof applyLeaveSchema>;
export type ApplyLeaveInput = z.input<typeof applyLeaveSchema>;

export const applyLeaveResponseSchema = z
  .object({
    requestId: z.string().meta({ example: 'LV-000105' }),
    status: z.enum(LEAVE_STATUSES),
    username: z.string(),
    leaveType: z.enum(LEAVE_TYPES),
    startDate: z.string(),
    endDate: z.string(),
    leaveDuration: z.enum(LEAVE_DURATIONS),
    days: z.number().meta({ description: 'Working days charged: weekends and holidays are not counted; a half day is 0.5.' }),
  })
  .meta({ id: 'ApplyLeaveResponse' });
export type ApplyLeaveResult = z.infer<typeof applyLeaveResponseSchema>;

export const leaveUserParamsSchema = z.strictObject({ username: usernameSchema });

export const leaveBalanceQuerySchema = z.strictObject({ year: yearQuery.optional() });

export const leaveBalanceItemSchema = z.object({
  leaveType: z.enum(LEAVE_TYPES),
  name: z.string(),
  allocated: z.number().nullable().meta({ description: 'Days a year; null for a type with no balance (LOP).' }),
  used: z.number().meta({ description: 'Days of approved requests.' }),
  pending: z.number().meta({ description: 'Days of requests awaiting a decision, held back from the balance.' }),
  available: z.number().nullable().meta({ description: 'allocated - used - pending; null for a type with no balance.' }),
});
export type LeaveBalanceItem = z.infer<typeof leaveBalanceItemSchema>;

export const leaveBalanceSchema = z
  .object({ username: z.string(), year: z.number().int(), items: z.array(leaveBalanceItemSchema) })
  .meta({ id: 'LeaveBalanceResponse' });
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

export const leaveHistoryQuerySchema = z.strictObject({
  ...paginationQuery,
  status: z.enum(LEAVE_STATUSES).optional(),
  year: yearQuery.optional().meta({ description: 'Only requests in this calendar year.' }),
});
export type LeaveHistoryQuery = z.output<typeof leaveHistoryQuerySchema>;

export const leaveActionRecordSchema = z.object({
  action: z.enum(LEAVE_ACTIONS),
  from: z.enum(LEAVE_STATUSES),
  to: z.enum(LEAVE_STATUSES),
  comments: z.string().nullable(),
  by: z.string(),
  byName: z.string().meta({ description: 'Who acted, by name.' }),
  at: z.string().meta({ description: 'RFC 3339 instant.' }),
});
export type LeaveActionRecord = z.infer<typeof leaveActionRecordSchema>;

export const leaveRequestSchema = z
  .object({
    requestId: z.string(),
    username: z.string(),
    employeeName: z.string(),
    managerUsername: z
      .string()
      .nullable()
      .meta({ description: 'The applicant’s direct manager (null for nobody), whose team GET /api/leave/v1/team/user/{username} lists.' }),
    leaveType: z.enum(LEAVE_TYPES),
    startDate: z.string(),
    endDate: z.string(),
    leaveDuration: z.enum(LEAVE_DURATIONS),
    days: z.number(),
    leaveReason: z.string().nullable(),
    comments: z.string().nullable(),
    status: z.enum(LEAVE_STATUSES),
    appliedBy: z.string(),
    appliedAt: z.string(),
    decision: leaveActionRecordSchema.nullable().meta({ description: 'The approval or rejection, with who decided and when.' }),
    actions: z.array(leaveActionRecordSchema).meta({ description: 'Every action, oldest first (a cancellation included).' }),
  })
  .meta({ id: 'LeaveRequest' });
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

export const leaveHistorySchema = pageOf(leaveRequestSchema).meta({ id: 'LeaveHistoryResponse' });

export const leaveRequestIdSchema = z
  .string()
  .regex(/^LV-\d{6,}$/i, 'Like LV-000105')
  .transform((s) => s.toUpperCase());

export const leaveActionSchema = z
  .strictObject({
    requestId: leaveRequestIdSchema,
    action: z.enum(LEAVE_ACTIONS, { error: `One of ${LEAVE_ACTIONS.join(', ')}` }),
    comments: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'LeaveActionRequest' });
export type LeaveActionInput = z.input<typeof leaveActionSchema>;

/** The pending requests a manager or hr_admin may decide (extension). */
export const leaveApprovalsQuerySchema = z.strictObject({ ...paginationQuery });

export const leaveCalendarSchema = z
  .object({
    username: z.string(),
    year: z.number().int(),
    weekendDays: z.array(z.number().int()).meta({ description: 'Days of the week not worked (0 = Sunday).' }),
    holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  })
  .meta({ id: 'LeaveCalendarResponse' });
export type LeaveCalendar = z.infer<typeof leaveCalendarSchema>;

/** The days a manager's team is off (extension): a range of dates, both ends included. */
export const teamLeaveQuerySchema = z
  .strictObject({
    from: isoDateSchema.meta({ description: 'The first day of the range.' }),
    to: isoDateSchema.meta({ description: `The last day of the range: not before from, and at most ${TEAM_LEAVE_MAX_DAYS} days in all.` }),
  })
  .superRefine((q, ctx) => {
    const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    else if (span > TEAM_LEAVE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${TEAM_LEAVE_MAX_DAYS} days from from, both included` });
  });
export type TeamLeaveQuery = z.output<typeof teamLeaveQuerySchema>;

export const teamLeaveDaySchema = z.object({
  username: z.string(),
  displayName: z.string(),
  date: z.string().meta({ description: 'A working day of the person’s office (YYYY-MM-DD) that the leave covers.' }),
  leaveType: z.enum(LEAVE_TYPES),
  status: z.enum(['pending', 'approved'] as const satisfies readonly (typeof LEAVE_STATUSES)[number][]),
  duration: z.number().meta({ description: 'The part of the day taken: 1, or 0.5 for a half day.' }),
});
export type TeamLeaveDay = z.infer<typeof teamLeaveDaySchema>;

export const teamLeaveSchema = z.object({ items: z.array(teamLeaveDaySchema) }).meta({ id: 'TeamLeaveResponse' });
export type TeamLeave = z.infer<typeof teamLeaveSchema>;
