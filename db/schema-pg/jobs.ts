import { sql } from 'drizzle-orm';
import { pgTable, text, integer, boolean, index, primaryKey, uniqueIndex, customType } from 'drizzle-orm/pg-core';
import { EMPLOYMENT_TYPES, JOB_STATUSES } from '../schema/enums';
import { businessUnits, locations } from './org';

export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    jobCode: text('job_code').notNull(),
    title: text('title').notNull(),
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
    currencyCode: text('currency_code').notNull().default('INR'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    publishedOnPortal: boolean('published_on_portal').notNull().default(false),
    publishedForReferral: boolean('published_for_referral').notNull().default(false),
    referralBonus: integer('referral_bonus'),
    postedDate: text('posted_date'),
    closingDate: text('closing_date'),
    closedAt: text('closed_at'),
    owner: text('owner'),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('jobs_code_uq').on(t.jobCode),
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
    index('jobs_referral_idx').on(t.status, t.publishedForReferral, t.postedDate, t.id, t.closingDate, t.minExp, t.maxExp),
    index('jobs_unit_idx').on(t.orgUnitCode),
    index('jobs_owner_idx').on(t.owner),
  ],
);

export const jobLocations = pgTable(
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

export const jobSkills = pgTable(
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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The full-text index of each job's title, description and skills: SQLite's FTS5 table `job_search`
 * (migration 0007, not in the Drizzle schema since Drizzle has no virtual tables), as PostgreSQL does it.
 * The same three columns, written the same way (lib/jobs/search-index.ts deletes a job's row and inserts it
 * again in the job's transaction), with `job_id` for FTS5's rowid; the words are a tsvector generated from
 * them and searched through a GIN index: `document @@ to_tsquery('simple', 'engin:*')` for FTS5's
 * `"engin"*`, ts_rank for bm25. The 'simple' configuration lower-cases and splits words without stemming,
 * as FTS5's unicode61 tokenizer does; it keeps diacritics, which unicode61 removes (unaccent is a later
 * step, with the search query itself).
 */
export const jobSearch = pgTable(
  'job_search',
  {
    jobId: integer('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    skills: text('skills').notNull(),
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', title || ' ' || description || ' ' || skills)`),
  },
  (t) => [index('job_search_document_idx').using('gin', t.document)],
);
