import { pgTable, text, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { APPLICATION_SOURCES, APPLICATION_STAGES } from '../schema/enums';
import { candidates } from './candidates';
import { jobs } from './jobs';

export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
    uniqueIndex('applications_candidate_job_uq').on(t.candidateId, t.jobId),
    index('applications_job_idx').on(t.jobId, t.id),
    index('applications_job_stage_idx').on(t.jobId, t.stage, t.id),
  ],
);

export const applicationHistory = pgTable(
  'application_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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

export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
