import { z } from 'zod';
import { pageOf, paginationQuery, queryInteger, usernameSchema } from '@/lib/api/params';
import { email, phone, resumeFields } from '@/lib/candidates/schemas';
import { jobCodeSchema } from '@/lib/jobs/schemas';
import { BONUS_STATUSES, REFERRAL_STATUSES } from './constants';

/** ReferCandidateRequest: the spec's fields; which are required, and their ranges, are ours. */
export const referCandidateSchema = z
  .strictObject({
    candidateName: z.string().trim().min(1, 'Required').max(200),
    email: email.optional(),
    mobileNumber: phone.optional(),
    expInYear: z.number().int().min(0).max(60).optional(),
    expInMonth: z.number().int().min(0).max(11, 'Must be under 12 (put whole years in expInYear)').optional(),
    jobCode: jobCodeSchema,
    skills: z.string().trim().max(1000).optional().meta({ description: 'A single string, as the spec has it, e.g. "Java, Spring".' }),
    userName: usernameSchema.optional().meta({
      description: 'The referrer. A person may name only themselves (the default); hr_admin and systems may name any employee, and systems must.',
    }),
    ...resumeFields,
  })
  .superRefine((r, ctx) => {
    if (!r.email && !r.mobileNumber) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Give email or mobileNumber' });
    if (r.resume !== undefined && !r.resumeExtension) ctx.addIssue({ code: 'custom', path: ['resumeExtension'], message: 'Required with resume' });
  })
  .meta({ id: 'ReferCandidateRequest' });
export type ReferCandidate = z.output<typeof referCandidateSchema>;
export type ReferCandidateInput = z.input<typeof referCandidateSchema>;

export const referCandidateResponseSchema = z
  .object({
    referralId: z.string().meta({ example: 'REF-000007' }),
    status: z.enum(REFERRAL_STATUSES),
    candidateId: z.string().meta({ description: 'The candidate created for this person, or the one already on file.' }),
    applicationId: z.string().meta({ description: 'The application the referral is: the candidate’s to this job.', example: 'APP-000012' }),
    jobCode: z.string(),
    referrer: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ReferCandidateResponse' });
export type ReferCandidateResult = z.infer<typeof referCandidateResponseSchema>;

export const referralMoveSchema = z.object({
  from: z.enum(REFERRAL_STATUSES).nullable(),
  to: z.enum(REFERRAL_STATUSES),
  note: z.string().nullable(),
  by: z.string(),
  byName: z.string().meta({ description: 'Who moved it, by name.' }),
  at: z.string().meta({ description: 'RFC 3339 instant.' }),
});
export type ReferralMove = z.infer<typeof referralMoveSchema>;

export const referralSchema = z
  .object({
    referralId: z.string(),
    status: z.enum(REFERRAL_STATUSES).meta({ description: 'Its application’s stage (`submitted` for `applied`).' }),
    referrer: z.string(),
    referrerName: z.string(),
    job: z.object({ jobCode: z.string(), title: z.string(), status: z.string() }),
    candidate: z.object({
      candidateId: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      mobileNumber: z.string().nullable(),
      expInYear: z.number().int().nullable(),
      expInMonth: z.number().int().nullable(),
      skills: z.string().nullable(),
      hasResume: z.boolean(),
    }),
    bonus: z.object({
      amount: z.number().nullable(),
      currencyCode: z.string().nullable(),
      status: z.enum(BONUS_STATUSES),
      dueOn: z.string().nullable().meta({ description: 'The date the referral was hired, when the bonus became due.' }),
    }),
    history: z.array(referralMoveSchema).meta({ description: 'Every move, oldest first; the first is the submission.' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referralSchema>;

export const myReferralListSchema = pageOf(referralSchema).meta({ id: 'MyReferralResponse' });

/** GET /api/referrals/v1/refer/user/{username}: offset and limit are required (the spec marks them so). */
export const myReferralQuerySchema = z.strictObject({
  offset: queryInteger({ min: 0 }, 'Records to skip (required).'),
  limit: queryInteger({ min: 1, max: 100 }, 'Records per page (required, at most 100).'),
});

export const referrerParamsSchema = z.strictObject({ username: usernameSchema });

/** The recruiters' board (extension). */
export const referralListQuerySchema = z.strictObject({
  ...paginationQuery,
  status: z.enum(REFERRAL_STATUSES).optional(),
  jobCode: jobCodeSchema.optional(),
  owner: usernameSchema.optional().meta({ description: 'Only the jobs this recruiter owns.' }),
});
export type ReferralListQuery = z.output<typeof referralListQuerySchema>;
export const referralListSchema = pageOf(referralSchema).meta({ id: 'ReferralListResponse' });

export const referralIdParamsSchema = z.strictObject({
  referralId: z
    .string()
    .regex(/^REF-\d{6,}$/i, 'Like REF-000007')
    .transform((s) => s.toUpperCase()),
});

export const referralStatusChangeSchema = z
  .strictObject({ status: z.enum(REFERRAL_STATUSES), note: z.string().trim().max(1000).optional() })
  .meta({ id: 'ReferralStatusChange' });
