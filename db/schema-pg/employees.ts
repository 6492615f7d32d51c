import { pgTable, text, integer, index, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { EMPLOYEE_STATUSES } from '../schema/employees';
import { businessUnits, locations } from './org';
import { storedFiles } from './files';

export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    employeeCode: text('employee_code').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull(),
    workEmail: text('work_email').notNull(),
    personalEmail: text('personal_email'),
    mobileNumber: text('mobile_number'),
    designation: text('designation').notNull(),
    department: text('department').notNull(),
    orgUnitCode: text('org_unit_code')
      .notNull()
      .references(() => businessUnits.orgUnitCode),
    locationCode: text('location_code')
      .notNull()
      .references(() => locations.code),
    managerId: integer('manager_id').references((): AnyPgColumn => employees.id),
    dateOfJoining: text('date_of_joining').notNull(),
    status: text('status', { enum: EMPLOYEE_STATUSES }).notNull().default('active'),
    panNumber: text('pan_number'),
    pictureFileId: integer('picture_file_id').references(() => storedFiles.id),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('employees_username_uq').on(t.username),
    uniqueIndex('employees_code_uq').on(t.employeeCode),
    index('employees_manager_idx').on(t.managerId),
    index('employees_directory_idx').on(t.status, t.displayName, t.id),
    index('employees_unit_idx').on(t.orgUnitCode, t.status, t.displayName),
    index('employees_location_idx').on(t.locationCode, t.status, t.displayName),
  ],
);
