import { sqliteTable, text, integer, real, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BONUS_STATUSES, REFERRAL_STATUSES } from './enums';
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
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('submitted'),
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
    uniqueIndex('referrals_job_email_uq').on(t.jobId, t.emailKey),
    uniqueIndex('referrals_job_mobile_uq').on(t.jobId, t.mobileKey),
    index('referrals_referrer_idx').on(t.referrer, t.id),
    index('referrals_status_idx').on(t.status, t.id),
  ],
);

/** Every move of a referral, the first being its submission, with who and when. */
export const referralHistory = sqliteTable(
  'referral_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: REFERRAL_STATUSES }),
    toStatus: text('to_status', { enum: REFERRAL_STATUSES }).notNull(),
    note: text('note'),
    movedBy: text('moved_by').notNull(),
    movedAt: text('moved_at').notNull(),
  },
  (t) => [index('referral_history_referral_idx').on(t.referralId, t.id)],
);
