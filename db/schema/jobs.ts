import { sqliteTable, text, integer, index, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { businessUnits, locations } from './org';

import { EMPLOYMENT_TYPES, JOB_STATUSES } from './enums';

export { EMPLOYMENT_TYPES, JOB_STATUSES, type EmploymentType, type JobStatus } from './enums';

export const jobs = sqliteTable(
  'jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobCode: text('job_code').notNull(),
    title: text('title').notNull(),
    /** Markdown, rendered without raw HTML on the career site. */
    description: text('description').notNull(),
    orgUnitCode: text('org_unit_code')
      .notNull()
      .references(() => businessUnits.orgUnitCode),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull(),
    minExp: integer('min_exp').notNull(),
    maxExp: integer('max_exp').notNull(),
    openings: integer('openings').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    /** ISO 4217 code of the salary range and the referral bonus. */
    currencyCode: text('currency_code').notNull().default('INR'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    publishedOnPortal: integer('published_on_portal', { mode: 'boolean' }).notNull().default(false),
    publishedForReferral: integer('published_for_referral', { mode: 'boolean' }).notNull().default(false),
    referralBonus: integer('referral_bonus'),
    /** The day the job was first opened. */
    postedDate: text('posted_date'),
    /** Last day to apply; after it the job no longer shows, even while open. */
    closingDate: text('closing_date'),
    closedAt: text('closed_at'),
    /** Username of the recruiter who owns the job's applicants (its creator unless one is assigned): told of each new one. */
    owner: text('owner'),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('jobs_code_uq').on(t.jobCode),
    // Portal lists read open jobs newest posting first; the trailing columns (what the career site
    // filters by) make the index covering, so building those lists never touches the (large) table rows.
    index('jobs_listing_idx').on(
      t.status,
      t.postedDate,
      t.id,
      t.publishedOnPortal,
      t.publishedForReferral,
      t.closingDate,
      t.orgUnitCode,
      t.employmentType,
      t.minExp,
      t.maxExp,
    ),
    // The referral search's index of every job open for referral reads its rows from this one alone.
    index('jobs_referral_idx').on(t.status, t.publishedForReferral, t.postedDate, t.id, t.closingDate, t.minExp, t.maxExp),
    index('jobs_unit_idx').on(t.orgUnitCode),
    index('jobs_owner_idx').on(t.owner),
  ],
);

/** The joining locations of a job (one or more). */
export const jobLocations = sqliteTable(
  'job_locations',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    locationCode: text('location_code')
      .notNull()
      .references(() => locations.code),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.locationCode] }), index('job_locations_location_idx').on(t.locationCode, t.jobId)],
);

/** Skills a job asks for, in the recruiter's order; `skillKey` is the lower-case form searches use. */
export const jobSkills = sqliteTable(
  'job_skills',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    skill: text('skill').notNull(),
    skillKey: text('skill_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.position] }), index('job_skills_key_idx').on(t.skillKey, t.jobId)],
);
