import { z } from 'zod';
import { isoDateSchema, pageOf, paginationQuery, usernameSchema } from '@/lib/api/params';
import { LEAVE_DURATIONS, LEAVE_TYPES } from '@/lib/leave/constants';
import { DAY_STATUSES, PUNCH_REVIEW_ACTIONS, PUNCH_REVIEW_STATUSES, PUNCH_SOURCES, REGULARISATION_ACTIONS, REGULARISATION_STATUSES } from './constants';

const MAX_RANGE_DAYS = 366;

/** A wall-clock time `HH:mm` or `HH:mm:ss` (24 h), normalised to `HH:mm:ss`. */
export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Expected a time as HH:mm or HH:mm:ss (24 h)')
  .transform((t) => (t.length === 5 ? `${t}:00` : t))
  .meta({ example: '09:30' });

const usernameField = usernameSchema.optional().meta({
  description: 'The employee. A person may name only themselves (the default); hr_admin and systems may name anyone, and systems must.',
});

/** Punch Input: the spec's fields, plus `queued` for punches kept on a device while offline. */
export const punchSchema = z
  .strictObject({
    username: usernameField,
    punchDate: isoDateSchema.optional().meta({ description: 'Wall-clock date in the organisation’s time zone (default: today). Needs punchTime.' }),
    punchTime: clockTimeSchema.optional().meta({ description: 'Wall-clock time in the organisation’s time zone (default: now).' }),
    latitudeCoordinate: z.number({ error: 'Expected a number' }).min(-90).max(90).optional().meta({ description: 'Degrees, -90 to 90. Needs longitudeCoordinate.' }),
    longitudeCoordinate: z.number({ error: 'Expected a number' }).min(-180).max(180).optional().meta({ description: 'Degrees, -180 to 180. Needs latitudeCoordinate.' }),
    location: z.string().trim().max(200).optional().meta({ description: 'Where the person says they are, as text.' }),
    queued: z.boolean().optional().meta({ description: 'Extension: true when the punch was kept on the device while offline and is sent late.' }),
  })
  .superRefine((p, ctx) => {
    if (p.punchDate !== undefined && p.punchTime === undefined) ctx.addIssue({ code: 'custom', path: ['punchTime'], message: 'Required with punchDate' });
    if ((p.latitudeCoordinate === undefined) !== (p.longitudeCoordinate === undefined)) {
      const missing = p.latitudeCoordinate === undefined ? 'latitudeCoordinate' : 'longitudeCoordinate';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'Latitude and longitude go together' });
    }
  })
  .meta({ id: 'PunchInput' });
export type PunchInput = z.output<typeof punchSchema>;

const officeSchema = z.object({
  code: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  geofenceRadiusMeters: z.number().int(),
  geofenceEnforced: z.boolean().meta({ description: 'Whether the office refuses punches from outside its fence.' }),
});
export type Office = z.infer<typeof officeSchema>;

const punchReviewSchema = z
  .object({
    status: z.enum(PUNCH_REVIEW_STATUSES),
    by: z.string().nullable(),
    at: z.string().nullable(),
    comments: z.string().nullable(),
  })
  .nullable()
  .meta({
    description:
      'Extension: a punch recorded outside the office’s fence waits for the manager (pending), who accepts or rejects it; a rejected punch does not count towards the day. Null when not flagged.',
  });

export const punchRecordSchema = z
  .object({
    punchId: z.string().meta({ example: 'PUN-000042' }),
    punchDate: z.string(),
    punchTime: z.string().meta({ description: 'HH:mm:ss, as claimed, in the organisation’s time zone.' }),
    receivedAt: z.string().meta({ description: 'When the server received it (RFC 3339).' }),
    source: z.enum(PUNCH_SOURCES).meta({ description: 'web: a signed-in person; api: a system.' }),
    latitudeCoordinate: z.number().nullable(),
    longitudeCoordinate: z.number().nullable(),
    location: z.string().nullable(),
    distanceMeters: z.number().int().nullable().meta({ description: 'Great-circle distance to the office; null without coordinates.' }),
    insideGeofence: z.boolean().nullable(),
    queued: z.boolean().meta({ description: 'Sent late from an offline queue: the client said so, or it arrived more than 5 minutes after its time.' }),
    review: punchReviewSchema,
  })
  .meta({ id: 'Punch' });
export type PunchRecord = z.infer<typeof punchRecordSchema>;

const daySoFarSchema = z.object({
  firstIn: z.string().nullable(),
  lastOut: z.string().nullable(),
  punchCount: z.number().int(),
});

export const punchResponseSchema = punchRecordSchema
  .extend({
    username: z.string(),
    office: officeSchema,
    day: daySoFarSchema.meta({ description: 'The day so far: the first punch is its in, the last its out.' }),
  })
  .meta({ id: 'PunchResponse' });
export type PunchResult = z.infer<typeof punchResponseSchema>;

export const attendanceUserParamsSchema = z.strictObject({ username: usernameSchema });

export const punchDetailQuerySchema = z.strictObject({ date: isoDateSchema.optional().meta({ description: 'The day (default: today).' }) });

export const punchDetailSchema = z
  .object({ username: z.string(), date: z.string(), office: officeSchema, items: z.array(punchRecordSchema) })
  .meta({ id: 'PunchDetailResponse' });
export type PunchDetail = z.infer<typeof punchDetailSchema>;

const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM')
  .meta({ example: '2026-11' });

export const attendanceListQuerySchema = z
  .strictObject({
    ...paginationQuery,
    month: monthSchema.optional().meta({ description: 'A calendar month (the default is the current one); not with from/to.' }),
    from: isoDateSchema.optional().meta({ description: 'First day of a range (with to).' }),
    to: isoDateSchema.optional().meta({ description: 'Last day of a range (with from), at most 366 days after it.' }),
  })
  .superRefine((q, ctx) => {
    if (q.month !== undefined && (q.from !== undefined || q.to !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: 'Give either month or from and to, not both' });
    } else if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.from === undefined ? 'from' : 'to'], message: 'from and to go together' });
    } else if (q.from !== undefined && q.to !== undefined) {
      const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
      if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
      else if (span >= MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_RANGE_DAYS} days from from` });
    }
  });
export type AttendanceListQuery = z.output<typeof attendanceListQuerySchema>;

export const attendanceDaySchema = z
  .object({
    date: z.string(),
    firstIn: z.string().nullable().meta({ description: 'HH:mm:ss; the regularised time on a regularised day.' }),
    lastOut: z.string().nullable(),
    workedMinutes: z.number().int().meta({ description: 'Minutes from first in to last out.' }),
    status: z.enum(DAY_STATUSES),
    punchCount: z.number().int(),
    holiday: z.string().nullable().meta({ description: 'The holiday’s name, on a holiday.' }),
    leave: z
      .object({ requestId: z.string(), leaveType: z.enum(LEAVE_TYPES), leaveDuration: z.enum(LEAVE_DURATIONS) })
      .nullable()
      .meta({ description: 'Approved leave on the day.' }),
    regularisation: z
      .object({ regularisationId: z.string(), status: z.enum(REGULARISATION_STATUSES) })
      .nullable()
      .meta({ description: 'The latest regularisation asked for the day.' }),
    flagged: z.boolean().meta({ description: 'A punch of the day was made outside the office’s fence.' }),
  })
  .meta({ id: 'AttendanceDay' });
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

export const attendanceListSchema = pageOf(attendanceDaySchema)
  .extend({
    username: z.string(),
    from: z.string().meta({ description: 'The range asked for; rows stop at today and start at the date of joining.' }),
    to: z.string(),
  })
  .meta({ id: 'AttendanceListResponse' });
export type AttendanceList = z.infer<typeof attendanceListSchema>;

/** Attendance Regularize: the spec's string fields; which are required, and their formats, are ours. */
export const regulariseSchema = z
  .strictObject({
    username: usernameField,
    regularizationDate: isoDateSchema.meta({ description: 'A past day, at most REGULARISE_MAX_DAYS (default 30) back.' }),
    modifiedInTime: clockTimeSchema,
    modifiedOutTime: clockTimeSchema,
    comments: z.string().trim().min(1, 'Say why the day needs correcting').max(500),
  })
  .superRefine((r, ctx) => {
    if (r.modifiedInTime >= r.modifiedOutTime) ctx.addIssue({ code: 'custom', path: ['modifiedOutTime'], message: 'Must be after modifiedInTime' });
  })
  .meta({ id: 'AttendanceRegularizeRequest' });
export type RegulariseInput = z.output<typeof regulariseSchema>;
export type RegulariseFormInput = z.input<typeof regulariseSchema>;

export const regularisationSchema = z
  .object({
    regularisationId: z.string().meta({ example: 'REG-000007' }),
    status: z.enum(REGULARISATION_STATUSES),
    username: z.string(),
    employeeName: z.string(),
    regularizationDate: z.string(),
    modifiedInTime: z.string(),
    modifiedOutTime: z.string(),
    comments: z.string(),
    punchedIn: z.string().nullable().meta({ description: 'The day’s first punch, for comparison.' }),
    punchedOut: z.string().nullable(),
    requestedBy: z.string(),
    requestedAt: z.string(),
    decision: z
      .object({ action: z.enum(REGULARISATION_ACTIONS), by: z.string(), at: z.string(), comments: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'Regularisation' });
export type Regularisation = z.infer<typeof regularisationSchema>;

export const regularisationIdSchema = z
  .string()
  .regex(/^REG-\d{6,}$/i, 'Like REG-000007')
  .transform((s) => s.toUpperCase());

export const regularisationActionSchema = z
  .strictObject({
    regularisationId: regularisationIdSchema,
    action: z.enum(REGULARISATION_ACTIONS, { error: `One of ${REGULARISATION_ACTIONS.join(', ')}` }),
    comments: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'RegularisationActionRequest' });
export type RegularisationActionInput = z.input<typeof regularisationActionSchema>;

export const regularisationApprovalsQuerySchema = z.strictObject({ ...paginationQuery });

export const regularisationPageSchema = pageOf(regularisationSchema).meta({ id: 'RegularisationPage' });

export const punchIdSchema = z
  .string()
  .regex(/^PUN-\d{6,}$/i, 'Like PUN-000042')
  .transform((s) => s.toUpperCase());

/** A flagged punch as the approver weighs it: who, when, where, and how far from which office. */
export const flaggedPunchSchema = punchRecordSchema
  .extend({
    username: z.string(),
    employeeName: z.string(),
    office: z.object({ code: z.string(), name: z.string(), geofenceRadiusMeters: z.number().int() }),
  })
  .meta({ id: 'FlaggedPunch' });
export type FlaggedPunch = z.infer<typeof flaggedPunchSchema>;

export const flaggedPunchesQuerySchema = z.strictObject({ ...paginationQuery });

export const flaggedPunchPageSchema = pageOf(flaggedPunchSchema).meta({ id: 'FlaggedPunchPage' });

export const punchReviewActionSchema = z
  .strictObject({
    punchId: punchIdSchema,
    action: z.enum(PUNCH_REVIEW_ACTIONS, { error: `One of ${PUNCH_REVIEW_ACTIONS.join(', ')}` }),
    comments: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'PunchReviewRequest' });
export type PunchReviewActionInput = z.input<typeof punchReviewActionSchema>;
