import { sqliteTable, text, integer, real, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LEAVE_ACTIONS, LEAVE_DURATIONS, LEAVE_STATUSES, LEAVE_TYPES } from './enums';
import { employees } from './employees';
import { locations } from './org';

/** The leave policy: days per calendar year for each type; null means no balance is kept (LOP). */
export const leaveTypes = sqliteTable('leave_types', {
  code: text('code', { enum: LEAVE_TYPES }).primaryKey(),
  name: text('name').notNull(),
  yearlyAllocation: real('yearly_allocation'),
});

/** Public holidays; a null location applies to every office. */
export const holidays = sqliteTable(
  'holidays',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    date: text('date').notNull(),
    name: text('name').notNull(),
    locationCode: text('location_code').references(() => locations.code),
  },
  (t) => [index('holidays_date_idx').on(t.date, t.locationCode)],
);

/** Every leave request ever made, whatever became of it. */
export const leaveRequests = sqliteTable(
  'leave_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    requestId: text('request_id').notNull(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    leaveType: text('leave_type', { enum: LEAVE_TYPES }).notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    duration: text('duration', { enum: LEAVE_DURATIONS }).notNull(),
    /** Working days charged (weekends and holidays excluded; 0.5 for a half day). */
    days: real('days').notNull(),
    /** The calendar year the request falls in (a request never spans two). */
    year: integer('year').notNull(),
    leaveReason: text('leave_reason'),
    comments: text('comments'),
    status: text('status', { enum: LEAVE_STATUSES }).notNull().default('pending'),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('leave_requests_request_id_uq').on(t.requestId),
    // Balances sum a person's days per year, type and status; overlaps look at their dates.
    index('leave_requests_balance_idx').on(t.employeeId, t.year, t.leaveType, t.status, t.days),
    index('leave_requests_dates_idx').on(t.employeeId, t.status, t.startDate, t.endDate),
    index('leave_requests_status_idx').on(t.status, t.employeeId),
  ],
);

/** Every action on a request (approve, reject, cancel), with who, when and their comment. */
export const leaveActions = sqliteTable(
  'leave_actions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leaveRequestId: integer('leave_request_id')
      .notNull()
      .references(() => leaveRequests.id, { onDelete: 'cascade' }),
    action: text('action', { enum: LEAVE_ACTIONS }).notNull(),
    fromStatus: text('from_status', { enum: LEAVE_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: LEAVE_STATUSES }).notNull(),
    comments: text('comments'),
    actedBy: text('acted_by').notNull(),
    actedAt: text('acted_at').notNull(),
  },
  (t) => [index('leave_actions_request_idx').on(t.leaveRequestId, t.id)],
);
