import { sqliteTable, text, integer, real, index, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { PUNCH_REVIEW_STATUSES, PUNCH_SOURCES, REGULARISATION_STATUSES } from './enums';
import { employees } from './employees';

/** Every punch as received: the time the person claims beside the time the server got it. */
export const punches = sqliteTable(
  'punches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    /** Wall-clock date and time (HH:mm:ss) in the organisation's time zone, as claimed. */
    punchDate: text('punch_date').notNull(),
    punchTime: text('punch_time').notNull(),
    /** The server's own receive time (RFC 3339, UTC). */
    receivedAt: text('received_at').notNull(),
    source: text('source', { enum: PUNCH_SOURCES }).notNull(),
    /** Kept on the device while offline and sent later (the client said so, or it arrived late). */
    queued: integer('queued', { mode: 'boolean' }).notNull().default(false),
    latitude: real('latitude'),
    longitude: real('longitude'),
    location: text('location'),
    /** Great-circle distance to the employee's office and whether that is inside its fence; null without coordinates. */
    distanceMeters: integer('distance_m'),
    insideGeofence: integer('inside_geofence', { mode: 'boolean' }),
    officeCode: text('office_code').notNull(),
    createdBy: text('created_by').notNull(),
    /** Flagged (outside the fence, recorded): the approver's review; a rejected punch does not count. Null when not flagged. */
    reviewStatus: text('review_status', { enum: PUNCH_REVIEW_STATUSES }),
    decidedBy: text('decided_by'),
    decidedAt: text('decided_at'),
    decisionComments: text('decision_comments'),
  },
  (t) => [
    index('punches_day_idx').on(t.employeeId, t.punchDate, t.punchTime),
    // The approvals queue: the few punches waiting, without reading every punch.
    index('punches_review_idx').on(t.reviewStatus, t.employeeId).where(sql`review_status IS NOT NULL`),
  ],
);

/**
 * One row per person and day that has punches or an approved regularisation: the day summary the list
 * reads, kept in step with every punch and approval in the same transaction.
 */
export const attendanceDays = sqliteTable(
  'attendance_days',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    date: text('date').notNull(),
    /** Earliest and latest punch (HH:mm:ss); the same when there is one. */
    firstIn: text('first_in'),
    lastOut: text('last_out'),
    punchCount: integer('punch_count').notNull().default(0),
    /** The times an approved regularisation set; they replace the punches' for the day. */
    regularisedIn: text('regularised_in'),
    regularisedOut: text('regularised_out'),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.date] })],
);

/** Requests to correct a past day's in and out times, and what became of them. */
export const regularisations = sqliteTable(
  'regularisations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    date: text('date').notNull(),
    inTime: text('in_time').notNull(),
    outTime: text('out_time').notNull(),
    comments: text('comments').notNull(),
    status: text('status', { enum: REGULARISATION_STATUSES }).notNull().default('pending'),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: text('decided_at'),
    decisionComments: text('decision_comments'),
  },
  (t) => [
    index('regularisations_day_idx').on(t.employeeId, t.date, t.status),
    index('regularisations_status_idx').on(t.status, t.employeeId),
    // At most one pending request per person and day: a second one would race the first's decision.
    uniqueIndex('regularisations_one_pending_uq').on(t.employeeId, t.date).where(sql`status = 'pending'`),
  ],
);
