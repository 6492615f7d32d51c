import { sqliteTable, text, integer, real, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BONUS_STATUSES } from './enums';
import { applications } from './applications';
import { candidates } from './candidates';
import { storedFiles } from './files';
import { jobs } from './jobs';

/** An employee's referral of a person to a job, as the referrer gave it. */
export const referrals = sqliteTable(
  'referrals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    referralId: text('referral_id').notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    /** The application this referral is: its stage is the referral's status. */
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id),
    /** Lower-case username of the employee who referred. */
    referrer: text('referrer').notNull(),
    candidateName: text('candidate_name').notNull(),
    email: text('email'),
    /** Same keys as the candidate's: one referral per person per job. */
    emailKey: text('email_key'),
    mobileNumber: text('mobile_number'),
    mobileKey: text('mobile_key'),
    expInYears: integer('exp_in_years'),
    expInMonths: integer('exp_in_months'),
    skills: text('skills'),
    resumeFileId: integer('resume_file_id').references(() => storedFiles.id),
    resumeExtension: text('resume_extension'),
    /** The job's bonus when the referral was made: a later edit of the job does not change a promise. */
    bonusAmount: real('bonus_amount'),
    bonusCurrency: text('bonus_currency'),
    bonusStatus: text('bonus_status', { enum: BONUS_STATUSES }).notNull(),
    bonusDueOn: text('bonus_due_on'),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('referrals_referral_id_uq').on(t.referralId),
    // Not unique: before applications, one person could be referred twice to a job (once by e-mail, once by
    // mobile); the migration gave both the one application. New referrals of an applicant join their application.
    index('referrals_application_idx').on(t.applicationId),
    uniqueIndex('referrals_job_email_uq').on(t.jobId, t.emailKey),
    uniqueIndex('referrals_job_mobile_uq').on(t.jobId, t.mobileKey),
    index('referrals_referrer_idx').on(t.referrer, t.id),
  ],
);
