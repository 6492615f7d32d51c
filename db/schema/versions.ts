import { sqliteTable, text, integer, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { attendanceDays, punches, regularisations } from './attendance';
import { auditLog, idempotencyRecords } from './audit';
import { accountRoles, accounts, apiClients, roles, sessions } from './auth';
import { applicationHistory, applications, candidateNotes } from './applications';
import { candidateAddresses, candidateEducation, candidateExperience, candidates, candidateTags } from './candidates';
import { employees } from './employees';
import { storedFiles } from './files';
import { jobLocations, jobs, jobSkills } from './jobs';
import { holidays, leaveActions, leaveRequests, leaveTypes } from './leave';
import { notifications, webhookDeliveries } from './notifications';
import { businessUnits, locations } from './org';
import { form16PartA, payslips } from './payroll';
import { referrals } from './referrals';

/**
 * A counter per version key, bumped by triggers on every change of the table it follows, so that
 * derived figures such as list totals can be cached until the table really changes, even when another
 * process wrote it (db/versioned-cache.ts).
 */
export const tableVersions = sqliteTable('table_versions', {
  tableName: text('table_name').primaryKey(),
  version: integer('version').notNull().default(0),
});

export type VersionEvent = 'insert' | 'update' | 'delete';

/** Which changes of one table bump one version key (db/version-triggers.ts writes the triggers from it). */
export interface VersionSource {
  table: SQLiteTable;
  /** The changes that bump the version; all three unless given. */
  on?: readonly VersionEvent[];
  /** Only an update of one of these columns bumps it. */
  updatesOf?: readonly SQLiteColumn[];
  /** An update of these columns alone bumps nothing: the trigger names every other column. */
  updatesIgnoring?: readonly SQLiteColumn[];
  /** Trigger names other than `<key>_version_<event>`, as an applied migration created them. */
  names?: Partial<Record<VersionEvent, string>>;
}

/**
 * Every version key the caches may name, and what bumps it. The triggers in the migrations must be
 * exactly those this declares (tests/db/version-triggers.test.ts): a table or column added here, or a
 * trigger edited by hand, fails that test until a migration makes the two agree.
 */
export const VERSIONED_TABLES = {
  // A new profile picture bumps only its own version: only the directory shows pictures, and every
  // cached person, payroll answer and leave history would otherwise be dropped by each upload.
  // updated_at changes with every update, so it bumps neither.
  employees: { table: employees, updatesIgnoring: [employees.pictureFileId, employees.updatedAt] },
  employee_pictures: { table: employees, on: ['update'], updatesOf: [employees.pictureFileId] },
  business_units: { table: businessUnits },
  locations: { table: locations },
  jobs: { table: jobs },
  job_locations: { table: jobLocations },
  job_skills: { table: jobSkills },
  leave_requests: { table: leaveRequests },
  leave_actions: { table: leaveActions },
  leave_types: { table: leaveTypes },
  payslips: { table: payslips },
  form16_part_a: { table: form16PartA },
  // A revocation must take effect at once, in every process.
  api_clients: { table: apiClients },
  // A session that ends must be refused at once, in every process; last-seen updates bump nothing.
  sessions: { table: sessions, on: ['update', 'delete'], updatesOf: [sessions.endedAt], names: { update: 'sessions_version_end' } },
  // A candidate's page and a job's applicants are read far more often than recruiters change them. A
  // candidate's sections change only with its row, and an application's history only with the application.
  candidates: { table: candidates },
  applications: { table: applications },
  candidate_notes: { table: candidateNotes },
  referrals: { table: referrals },
} as const satisfies Record<string, VersionSource>;

export type VersionKey = keyof typeof VERSIONED_TABLES;

/**
 * The tables no cache follows. A new table goes here or into VERSIONED_TABLES: the test fails while a
 * table is in neither, so a cache can never rely on a version nothing bumps.
 */
export const UNVERSIONED_TABLES: readonly SQLiteTable[] = [
  tableVersions,
  attendanceDays,
  punches,
  regularisations,
  auditLog,
  idempotencyRecords,
  roles,
  accounts,
  accountRoles,
  candidateAddresses,
  candidateTags,
  candidateEducation,
  candidateExperience,
  applicationHistory,
  storedFiles,
  holidays,
  notifications,
  webhookDeliveries,
];
