import { pgTable, text, integer, doublePrecision, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { BONUS_STATUSES } from '../schema/enums';
import { applications } from './applications';
import { candidates } from './candidates';
import { storedFiles } from './files';
import { jobs } from './jobs';

export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    referralId: text('referral_id').notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id),
    referrer: text('referrer').notNull(),
    candidateName: text('candidate_name').notNull(),
    email: text('email'),
    emailKey: text('email_key'),
    mobileNumber: text('mobile_number'),
    mobileKey: text('mobile_key'),
    expInYears: integer('exp_in_years'),
    expInMonths: integer('exp_in_months'),
    skills: text('skills'),
    resumeFileId: integer('resume_file_id').references(() => storedFiles.id),
    resumeExtension: text('resume_extension'),
    bonusAmount: doublePrecision('bonus_amount'),
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
    index('referrals_application_idx').on(t.applicationId),
    uniqueIndex('referrals_job_email_uq').on(t.jobId, t.emailKey),
    uniqueIndex('referrals_job_mobile_uq').on(t.jobId, t.mobileKey),
    index('referrals_referrer_idx').on(t.referrer, t.id),
  ],
);
