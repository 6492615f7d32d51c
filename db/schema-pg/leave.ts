import { pgTable, text, integer, doublePrecision, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { LEAVE_ACTIONS, LEAVE_DURATIONS, LEAVE_STATUSES, LEAVE_TYPES } from '../schema/enums';
import { employees } from './employees';
import { locations } from './org';

export const leaveTypes = pgTable('leave_types', {
  code: text('code', { enum: LEAVE_TYPES }).primaryKey(),
  name: text('name').notNull(),
  yearlyAllocation: doublePrecision('yearly_allocation'),
});

export const holidays = pgTable(
  'holidays',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    date: text('date').notNull(),
    name: text('name').notNull(),
    locationCode: text('location_code').references(() => locations.code),
  },
  (t) => [index('holidays_date_idx').on(t.date, t.locationCode)],
);

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: text('request_id').notNull(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    leaveType: text('leave_type', { enum: LEAVE_TYPES }).notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    duration: text('duration', { enum: LEAVE_DURATIONS }).notNull(),
    days: doublePrecision('days').notNull(),
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
    index('leave_requests_balance_idx').on(t.employeeId, t.year, t.leaveType, t.status, t.days),
    index('leave_requests_dates_idx').on(t.employeeId, t.status, t.startDate, t.endDate),
    index('leave_requests_status_idx').on(t.status, t.employeeId),
  ],
);

export const leaveActions = pgTable(
  'leave_actions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
