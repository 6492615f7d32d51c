import { z } from 'zod';
import { isoDateSchema, pageOf, paginationQuery } from '@/lib/api/params';
import { jobCodeSchema } from '@/lib/jobs/schemas';
import { applicationSchema, candidateNoteSchema } from '@/lib/applications/schemas';
import { APPLICATION_SOURCES, APPLICATION_STAGES } from '@/lib/applications/stages';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max = 200) => text(max).optional();
const amount = z.number().min(0).max(1e12);
export const email = z.email('Not a valid e-mail address').max(254);
/** Digits with an optional leading +, spaces, hyphens, dots and brackets: what people type. */
export const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[\d\s().-]{6,30}$/, 'Not a valid telephone number')
  .refine((s) => s.replace(/\D/g, '').length >= 6, 'Not a valid telephone number');

/** A date range whose start is not after its end (either may be missing). */
function checkDateRange(entry: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx) {
  if (entry.startDate && entry.endDate && entry.startDate > entry.endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Must not be before startDate' });
  }
}

export const addressSchema = z.strictObject({
  addressLine1: optionalText(),
  addressLine2: optionalText(),
  city: optionalText(100),
  state: optionalText(100),
  country: optionalText(100),
  pincode: text(12)
    .regex(/^[A-Za-z0-9 -]*$/, 'Letters, digits, spaces and hyphens only')
    .optional(),
});

export const educationSchema = z
  .strictObject({
    degree: optionalText(),
    institute: optionalText(),
    percentage: optionalText(20),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
  })
  .superRefine(checkDateRange);

/** A stretch of time at a company: what an internship and a job both record. */
const timeAtCompany = {
  companyName: optionalText(),
  jobTitle: optionalText(),
  jobDescription: optionalText(5000),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
};

export const internshipSchema = z.strictObject(timeAtCompany).superRefine(checkDateRange);

export const workExperienceSchema = z
  .strictObject({
    ...timeAtCompany,
    ctc: amount.optional(),
    currencyCode: z
      .string()
      .regex(/^[A-Z]{3}$/, 'An ISO 4217 code such as INR')
      .optional(),
    currentEmployer: optionalText(10).meta({ description: 'A string in the spec, e.g. "true" or "yes".' }),
  })
  .superRefine(checkDateRange);

/** The resume fields shared by candidate creation, referrals and the parser's JSON form. */
export const resumeFields = {
  resume: z.string().max(8 * 1024 * 1024).optional().meta({ description: 'The file, base64-encoded (PDF, DOCX, DOC, RTF or TXT; at most 5 MiB decoded).' }),
  resumeExtension: text(10)
    .regex(/^\.?[A-Za-z0-9]{1,8}$/, 'A file extension such as pdf')
    .optional(),
};

/** NewCandidateRequest: every field of the spec, all optional there; the rules below are ours. */
export const newCandidateSchema = z
  .strictObject({
    title: optionalText(20),
    firstName: optionalText(100),
    middleName: optionalText(100),
    lastName: optionalText(100),
    nickName: optionalText(100),
    localFirstName: optionalText(100),
    localMiddleName: optionalText(100),
    localLastName: optionalText(100),
    localNickName: optionalText(100),
    gender: optionalText(30),
    dateOfBirth: isoDateSchema.optional(),
    primaryEmail: email.optional(),
    secondaryEmail: email.optional(),
    mobileNumber: phone.optional(),
    landlineNumber: phone.optional(),
    aadhar: text(14)
      .regex(/^\d{4}\s?\d{4}\s?\d{4}$/, '12 digits')
      .optional(),
    panNumber: text(10)
      .regex(/^[A-Za-z]{5}\d{4}[A-Za-z]$/, 'Like ABCDE1234F')
      .transform((s) => s.toUpperCase())
      .optional(),
    passportNumber: optionalText(20),
    voterID: optionalText(20),
    internationalID: optionalText(50),
    linkedInProfile: optionalText(300),
    faceBookProfile: optionalText(300),
    twitterProfile: optionalText(300),
    googlePlusProfile: optionalText(300),
    fresher: optionalText(10).meta({ description: 'A string in the spec, e.g. "yes" or "no".' }),
    functionalArea: optionalText(100),
    industryName: optionalText(100),
    expInYears: amount.max(60).optional(),
    expInMonths: amount.max(720).optional(),
    expectedSalary: amount.optional(),
    noticePeriod: amount.max(365).optional().meta({ description: 'In days.' }),
    inReview: z.boolean().optional().meta({ description: 'true starts the application at `screening` instead of `applied` (recruiters and systems only).' }),
    reasonForLeaving: optionalText(1000),
    referenceSource: optionalText(100),
    jobCode: jobCodeSchema.optional(),
    languages: z.array(text(50).min(1)).max(20).optional(),
    skills: z.array(text(60).min(1)).max(100).optional(),
    currentAddress: addressSchema.optional(),
    permanentAddress: addressSchema.optional(),
    education: z.array(educationSchema).max(20).optional(),
    internshipExperience: z.array(internshipSchema).max(20).optional(),
    workExperience: z.array(workExperienceSchema).max(30).optional(),
    ...resumeFields,
  })
  .superRefine((c, ctx) => {
    if (!c.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'Required' });
    if (!c.primaryEmail && !c.mobileNumber) {
      ctx.addIssue({ code: 'custom', path: ['primaryEmail'], message: 'Give primaryEmail or mobileNumber' });
    }
    if (c.resume !== undefined && !c.resumeExtension) {
      ctx.addIssue({ code: 'custom', path: ['resumeExtension'], message: 'Required with resume' });
    }
  })
  .meta({ id: 'NewCandidateRequest' });

export type NewCandidate = z.output<typeof newCandidateSchema>;
export type NewCandidateInput = z.input<typeof newCandidateSchema>;

export const newCandidateResponseSchema = z
  .object({
    candidateId: z.string().meta({ example: 'CAND-000042', description: 'The new candidate, or the one already on file with this e-mail.' }),
    applicationId: z.string().nullable().meta({ example: 'APP-000108', description: 'The application to jobCode; null without a jobCode.' }),
    status: z.enum(APPLICATION_STAGES).nullable().meta({ description: 'The application’s stage; null without a jobCode.' }),
    jobCode: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'NewCandidateResponse' });

// --- what recruiters read back ---------------------------------------------------------------------

const nullableStrings = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, z.string().nullable()])) as Record<K, z.ZodNullable<z.ZodString>>;

export const candidateRecordSchema = z
  .object({
    candidateId: z.string(),
    ...nullableStrings([
      'title', 'firstName', 'middleName', 'lastName', 'nickName', 'localFirstName', 'localMiddleName', 'localLastName', 'localNickName',
      'gender', 'dateOfBirth', 'primaryEmail', 'secondaryEmail', 'mobileNumber', 'landlineNumber', 'aadhar', 'panNumber',
      'passportNumber', 'voterID', 'internationalID', 'linkedInProfile', 'faceBookProfile', 'twitterProfile', 'googlePlusProfile',
      'fresher', 'functionalArea', 'industryName', 'reasonForLeaving', 'referenceSource',
    ] as const),
    expInYears: z.number().nullable(),
    expInMonths: z.number().nullable(),
    expectedSalary: z.number().nullable(),
    noticePeriod: z.number().nullable(),
    status: z.enum(APPLICATION_STAGES).nullable().meta({ description: 'Derived: hired if an application is, else the furthest open stage, else the latest ending; null with no application.' }),
    languages: z.array(z.string()),
    skills: z.array(z.string()),
    currentAddress: addressSchema.nullable(),
    permanentAddress: addressSchema.nullable(),
    education: z.array(z.object(educationSchema.shape)),
    internshipExperience: z.array(z.object(internshipSchema.shape)),
    workExperience: z.array(z.object(workExperienceSchema.shape)),
    resume: z.object({ url: z.string(), extension: z.string().nullable(), contentType: z.string(), size: z.number().int() }).nullable(),
    applications: z.array(applicationSchema).meta({ description: 'Every application, newest first.' }),
    notes: z.array(candidateNoteSchema).meta({ description: 'What the recruiting team wrote, oldest first.' }),
    createdBy: z.string(),
    createdByName: z.string().meta({ description: 'Who added the candidate, by name (the candidate themselves for the career site).' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CandidateRecord' });
export type CandidateRecord = z.infer<typeof candidateRecordSchema>;

export const candidateSummarySchema = z
  .object({
    candidateId: z.string(),
    fullName: z.string(),
    primaryEmail: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    status: z.enum(APPLICATION_STAGES).nullable(),
    source: z.enum(APPLICATION_SOURCES).nullable().meta({ description: 'Of the newest application.' }),
    jobCode: z.string().nullable().meta({ description: 'Of the newest application.' }),
    jobTitle: z.string().nullable(),
    applicationCount: z.number().int(),
    hasResume: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'CandidateSummary' });
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

export const candidateListQuerySchema = z.strictObject({
  ...paginationQuery,
  q: z.string().trim().min(1).max(100).optional().meta({ description: 'Part of the name, e-mail or mobile number (case-insensitive).' }),
  jobCode: jobCodeSchema.optional().meta({ description: 'Only candidates who applied to this job.' }),
  status: z.enum(APPLICATION_STAGES).optional().meta({ description: 'Only candidates whose derived stage is this.' }),
});
export type CandidateListQuery = z.output<typeof candidateListQuerySchema>;

export const candidateListSchema = pageOf(candidateSummarySchema).meta({ id: 'CandidateListResponse' });

export const candidateIdParamsSchema = z.strictObject({
  candidateId: z
    .string()
    .regex(/^CAND-\d{6,}$/i, 'Like CAND-000042')
    .transform((s) => s.toUpperCase()),
});

export const candidateResumeQuerySchema = z.strictObject({
  inline: z
    .enum(['1'])
    .optional()
    .meta({ description: '1: a PDF answers `Content-Disposition: inline` and may be framed by this site’s own pages; other formats still download.' }),
});

export const candidateStatusChangeSchema = z
  .strictObject({
    jobCode: jobCodeSchema.meta({ description: 'The job whose application moves.' }),
    status: z.enum(APPLICATION_STAGES),
    note: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'CandidateStatusChange' });

export const candidateNoteRequestSchema = z
  .strictObject({
    jobCode: jobCodeSchema.meta({ description: 'The job whose application the note is about.' }),
    body: z.string().trim().min(1, 'Write the note').max(4000),
  })
  .meta({ id: 'CandidateNoteRequest' });
