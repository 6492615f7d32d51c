import { z } from 'zod';
import { EMPLOYMENT_TYPES, JOB_STATUSES, MAX_EXPERIENCE } from '@/lib/jobs/constants';
import { isoDateSchema, pageOf, paginationQuery, usernameSchema } from '@/lib/api/params';

/** Job codes are case-insensitive: stored and compared upper-case. */
export const jobCodeSchema = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'Letters, digits and hyphens only')
  .transform((s) => s.toUpperCase())
  .meta({ description: 'Job code (case-insensitive).', example: 'JOB-000042' });

const code = z.string().trim().min(1).max(50);

/** The fields a recruiter writes: the API's create and edit bodies and the recruiter form share them. */
const jobFields = {
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(20).max(20_000).meta({ description: 'Markdown (raw HTML is shown as text).' }),
  orgUnitCode: code.meta({ description: 'Business unit (see joborghirarchies).' }),
  joiningLocations: z
    .array(code)
    .min(1)
    .max(10)
    .refine((list) => new Set(list).size === list.length, 'Each location once')
    .meta({ description: 'Location codes (see joblocations).' }),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  minExp: z.int().min(0).max(MAX_EXPERIENCE).meta({ description: 'Minimum experience in years.' }),
  maxExp: z.int().min(0).max(MAX_EXPERIENCE).meta({ description: 'Maximum experience in years.' }),
  skills: z
    .array(z.string().trim().min(1).max(40))
    .max(30)
    .refine((list) => new Set(list.map((s) => s.toLowerCase())).size === list.length, 'Each skill once'),
  openings: z.int().min(1).max(1000),
  salaryMin: z.int().min(0).max(1_000_000_000).nullable().default(null).meta({ description: 'Yearly, in currencyCode.' }),
  salaryMax: z.int().min(0).max(1_000_000_000).nullable().default(null).meta({ description: 'Yearly, in currencyCode.' }),
  currencyCode: z
    .string()
    .regex(/^[A-Z]{3}$/, 'An ISO 4217 code such as INR')
    .default('INR'),
  referralBonus: z.int().min(0).max(10_000_000).nullable().default(null).meta({ description: 'Paid to the referrer on hire, in currencyCode.' }),
  closingDate: isoDateSchema.nullable().default(null).meta({ description: 'Last day to apply (inclusive).' }),
  owner: usernameSchema.optional().meta({
    description: 'The recruiter (or hr_admin) who owns the job’s applicants. A new job is its creator’s when left out; an edit leaves it as it was.',
  }),
};

type JobRanges = { minExp: number; maxExp: number; salaryMin: number | null; salaryMax: number | null };

function checkRanges(job: JobRanges, ctx: z.RefinementCtx) {
  if (job.minExp > job.maxExp) ctx.addIssue({ code: 'custom', path: ['maxExp'], message: 'Must not be below minExp' });
  if ((job.salaryMin === null) !== (job.salaryMax === null)) {
    ctx.addIssue({ code: 'custom', path: [job.salaryMin === null ? 'salaryMin' : 'salaryMax'], message: 'Give both ends of the salary range, or neither' });
  } else if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin > job.salaryMax) {
    ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: 'Must not be below salaryMin' });
  }
}

export const jobUpdateSchema = z.strictObject(jobFields).superRefine(checkRanges).meta({ id: 'JobUpdateRequest' });

export const jobCreateSchema = z
  .strictObject({ jobCode: jobCodeSchema.optional().meta({ description: 'Leave out to get the next JOB-nnnnnn code.' }), ...jobFields })
  .superRefine(checkRanges)
  .meta({ id: 'JobCreateRequest' });

export type JobUpdate = z.output<typeof jobUpdateSchema>;
export type JobCreate = z.output<typeof jobCreateSchema>;
export type JobFormValues = z.input<typeof jobCreateSchema>;

// --- what readers get back -------------------------------------------------------------------------

export const jobLocationSchema = z.object({ location: z.string(), name: z.string(), city: z.string() });

/** A job as candidates see it in lists. */
export const portalJobSchema = z
  .object({
    jobCode: z.string(),
    title: z.string(),
    orgUnitCode: z.string(),
    businessUnitName: z.string(),
    joiningLocations: z.array(jobLocationSchema),
    employmentType: z.enum(EMPLOYMENT_TYPES),
    minExp: z.number().int(),
    maxExp: z.number().int(),
    skills: z.array(z.string()),
    openings: z.number().int(),
    salary: z.object({ min: z.number().int(), max: z.number().int(), currencyCode: z.string() }).nullable(),
    postedDate: z.string().nullable(),
    closingDate: z.string().nullable(),
  })
  .meta({ id: 'PortalJob' });

export type PortalJob = z.infer<typeof portalJobSchema>;

export const portalJobDetailSchema = portalJobSchema.extend({ description: z.string().meta({ description: 'Markdown.' }) }).meta({ id: 'JobDetailResponse' });
export type PortalJobDetail = z.infer<typeof portalJobDetailSchema>;

/** A job as recruiters manage it. */
export const jobRecordSchema = portalJobDetailSchema
  .extend({
    status: z.enum(JOB_STATUSES),
    publishedOnPortal: z.boolean(),
    publishedForReferral: z.boolean(),
    referralBonus: z.number().int().nullable(),
    currencyCode: z.string(),
    closedAt: z.string().nullable(),
    owner: z
      .object({ username: z.string(), displayName: z.string() })
      .nullable()
      .meta({ description: 'The recruiter who owns the job’s applicants and hears of each new one.' }),
    createdBy: z.string(),
    createdAt: z.string(),
    updatedBy: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'JobRecord' });
export type JobRecord = z.infer<typeof jobRecordSchema>;

// --- career portal queries and answers -------------------------------------------------------------

export const PORTAL_FILTER_TYPES = ['joiningLocation', 'orgUnitCode'] as const;
export type PortalFilterType = (typeof PORTAL_FILTER_TYPES)[number];

export const portalJobQuerySchema = z
  .strictObject({
    ...paginationQuery,
    type: z.enum(PORTAL_FILTER_TYPES).optional().meta({ description: 'What `value` filters by; needs `value`.' }),
    value: z.string().trim().min(1).max(50).optional().meta({
      description: 'A location code (as in joblocations) or a business unit (as in joborghirarchies; its sub-units included); needs `type`.',
    }),
  })
  .superRefine((q, ctx) => {
    if (q.type !== undefined && q.value === undefined) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Required when type is given' });
    if (q.value !== undefined && q.type === undefined) ctx.addIssue({ code: 'custom', path: ['type'], message: 'Required when value is given' });
  });

export type PortalJobQuery = z.output<typeof portalJobQuerySchema>;

export const portalJobListSchema = pageOf(portalJobSchema).meta({ id: 'JobListResponse' });

export const jobLocationCountSchema = z.object({ location: z.string(), name: z.string(), city: z.string(), count: z.number().int() });
export type JobLocationCount = z.infer<typeof jobLocationCountSchema>;
export const jobLocationsSchema = z.object({ items: z.array(jobLocationCountSchema) }).meta({ id: 'JobLocationsResponse' });

export const jobUnitCountSchema = z.object({
  orgUnitCode: z.string(),
  name: z.string(),
  parentOrgUnitCode: z.string().nullable(),
  count: z.number().int().meta({ description: 'Visible jobs in this unit and every unit below it.' }),
});
export type JobUnitCount = z.infer<typeof jobUnitCountSchema>;
export const jobOrgHierarchiesSchema = z.object({ items: z.array(jobUnitCountSchema) }).meta({ id: 'JobOrgHirarchyResponse' });

export const jobCodeParamsSchema = z.strictObject({ jobCode: jobCodeSchema });

// --- recruiter management --------------------------------------------------------------------------

export const jobListQuerySchema = z.strictObject({
  ...paginationQuery,
  status: z.enum(JOB_STATUSES).optional(),
  q: z.string().trim().min(1).max(100).optional().meta({ description: 'Part of the title or job code (case-insensitive).' }),
  orgUnitCode: code.optional().meta({ description: 'Only this business unit (not its sub-units).' }),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const jobRecordListSchema = pageOf(jobRecordSchema.omit({ description: true })).meta({ id: 'JobRecordListResponse' });
export type JobRecordSummary = Omit<JobRecord, 'description'>;

export const jobStatusChangeSchema = z
  .strictObject({ status: z.enum(['open', 'closed']).meta({ description: 'draft -> open -> closed' }) })
  .meta({ id: 'JobStatusChange' });

export const jobPublicationSchema = z
  .strictObject({ publishedOnPortal: z.boolean().optional(), publishedForReferral: z.boolean().optional() })
  .refine((b) => b.publishedOnPortal !== undefined || b.publishedForReferral !== undefined, {
    message: 'Give publishedOnPortal, publishedForReferral or both',
    path: ['publishedOnPortal'],
  })
  .meta({ id: 'JobPublicationChange' });
