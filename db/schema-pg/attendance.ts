import { sql } from 'drizzle-orm';
import { pgTable, text, integer, doublePrecision, boolean, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { PUNCH_REVIEW_STATUSES, PUNCH_SOURCES, REGULARISATION_STATUSES } from '../schema/enums';
import { employees } from './employees';

export const punches = pgTable(
  'punches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    punchDate: text('punch_date').notNull(),
    punchTime: text('punch_time').notNull(),
    receivedAt: text('received_at').notNull(),
    source: text('source', { enum: PUNCH_SOURCES }).notNull(),
    queued: boolean('queued').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    location: text('location'),
    distanceMeters: integer('distance_m'),
    insideGeofence: boolean('inside_geofence'),
    officeCode: text('office_code').notNull(),
    createdBy: text('created_by').notNull(),
    reviewStatus: text('review_status', { enum: PUNCH_REVIEW_STATUSES }),
    decidedBy: text('decided_by'),
    decidedAt: text('decided_at'),
    decisionComments: text('decision_comments'),
  },
  (t) => [
    index('punches_day_idx').on(t.employeeId, t.punchDate, t.punchTime),
    index('punches_review_idx').on(t.reviewStatus, t.employeeId).where(sql`review_status IS NOT NULL`),
  ],
);

export const attendanceDays = pgTable(
  'attendance_days',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    date: text('date').notNull(),
    firstIn: text('first_in'),
    lastOut: text('last_out'),
    punchCount: integer('punch_count').notNull().default(0),
    regularisedIn: text('regularised_in'),
    regularisedOut: text('regularised_out'),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.date] })],
);

export const regularisations = pgTable(
  'regularisations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
    uniqueIndex('regularisations_one_pending_uq').on(t.employeeId, t.date).where(sql`status = 'pending'`),
  ],
);
