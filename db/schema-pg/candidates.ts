import { pgTable, text, integer, doublePrecision, index, uniqueIndex, primaryKey } from 'drizzle-orm/pg-core';
import { APPLICATION_STAGES } from '../schema/enums';
import { storedFiles } from './files';

export const candidates = pgTable(
  'candidates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    candidateId: text('candidate_id').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    nickName: text('nick_name'),
    localFirstName: text('local_first_name'),
    localMiddleName: text('local_middle_name'),
    localLastName: text('local_last_name'),
    localNickName: text('local_nick_name'),
    gender: text('gender'),
    dateOfBirth: text('date_of_birth'),
    primaryEmail: text('primary_email'),
    primaryEmailKey: text('primary_email_key'),
    secondaryEmail: text('secondary_email'),
    mobileNumber: text('mobile_number'),
    mobileKey: text('mobile_key'),
    landlineNumber: text('landline_number'),
    aadhar: text('aadhar'),
    panNumber: text('pan_number'),
    passportNumber: text('passport_number'),
    voterId: text('voter_id'),
    internationalId: text('international_id'),
    linkedInProfile: text('linkedin_profile'),
    facebookProfile: text('facebook_profile'),
    twitterProfile: text('twitter_profile'),
    googlePlusProfile: text('google_plus_profile'),
    fresher: text('fresher'),
    functionalArea: text('functional_area'),
    industryName: text('industry_name'),
    expInYears: doublePrecision('exp_in_years'),
    expInMonths: doublePrecision('exp_in_months'),
    expectedSalary: doublePrecision('expected_salary'),
    noticePeriod: doublePrecision('notice_period'),
    reasonForLeaving: text('reason_for_leaving'),
    referenceSource: text('reference_source'),
    stage: text('stage', { enum: APPLICATION_STAGES }),
    resumeFileId: integer('resume_file_id').references(() => storedFiles.id),
    resumeExtension: text('resume_extension'),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('candidates_candidate_id_uq').on(t.candidateId),
    uniqueIndex('candidates_email_uq').on(t.primaryEmailKey),
    uniqueIndex('candidates_mobile_uq').on(t.mobileKey),
    index('candidates_stage_idx').on(t.stage, t.id),
  ],
);

export const candidateAddresses = pgTable(
  'candidate_addresses',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['current', 'permanent'] }).notNull(),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    pincode: text('pincode'),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.kind] })],
);

export const candidateTags = pgTable(
  'candidate_tags',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['language', 'skill'] }).notNull(),
    position: integer('position').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.kind, t.position] })],
);

export const candidateEducation = pgTable(
  'candidate_education',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    degree: text('degree'),
    institute: text('institute'),
    percentage: text('percentage'),
    startDate: text('start_date'),
    endDate: text('end_date'),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.position] })],
);

export const candidateExperience = pgTable(
  'candidate_experience',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['internship', 'work'] }).notNull(),
    position: integer('position').notNull(),
    companyName: text('company_name'),
    jobTitle: text('job_title'),
    jobDescription: text('job_description'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    ctc: doublePrecision('ctc'),
    currencyCode: text('currency_code'),
    currentEmployer: text('current_employer'),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.kind, t.position] })],
);
