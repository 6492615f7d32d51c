import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { APPLICATION_SOURCES, APPLICATION_STAGES } from './enums';
import { candidates } from './candidates';
import { jobs } from './jobs';

/**
 * One candidate's application to one job, whatever brought it in (the career site, a referral, a
 * recruiter or a system): its stage on the one pipeline. A referral is an application with a referrer.
 */
export const applications = sqliteTable(
  'applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: text('application_id').notNull(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    stage: text('stage', { enum: APPLICATION_STAGES }).notNull().default('applied'),
    source: text('source', { enum: APPLICATION_SOURCES }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('applications_application_id_uq').on(t.applicationId),
    // One application per person per job: applying again is the same application.
    uniqueIndex('applications_candidate_job_uq').on(t.candidateId, t.jobId),
    // A job's applicants newest first, all of them or at one stage, and the count per stage, from the indexes alone.
    index('applications_job_idx').on(t.jobId, t.id),
    index('applications_job_stage_idx').on(t.jobId, t.stage, t.id),
  ],
);

/** Every move of an application, the first being its arrival, with who, when and why. */
export const applicationHistory = sqliteTable(
  'application_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage', { enum: APPLICATION_STAGES }),
    toStage: text('to_stage', { enum: APPLICATION_STAGES }).notNull(),
    note: text('note'),
    movedBy: text('moved_by').notNull(),
    movedAt: text('moved_at').notNull(),
  },
  (t) => [index('application_history_application_idx').on(t.applicationId, t.id)],
);

/**
 * What the recruiting team writes down about a candidate: per application, or (application null) about the
 * person, such as the status moves of a candidate who had no job before applications existed.
 */
export const candidateNotes = sqliteTable(
  'candidate_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    author: text('author').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('candidate_notes_candidate_idx').on(t.candidateId, t.id)],
);
