import { z } from 'zod';
import { pageOf, queryInteger } from '@/lib/api/params';
import { jobCodeSchema, portalJobSchema } from '@/lib/jobs/schemas';

const MAX_EXPERIENCE = 50;
const skill = z.string().trim().min(1).max(60);

/** GET /api/referrals/v1/job: offset and limit are required here (the spec marks them so). */
export const referralJobQuerySchema = z
  .strictObject({
    offset: queryInteger({ min: 0 }, 'Records to skip (required).'),
    limit: queryInteger({ min: 1, max: 100 }, 'Records per page (required, at most 100).'),
    jobcode: jobCodeSchema.optional().meta({ description: 'Exactly this job code (case-insensitive).' }),
    keyword: z.string().trim().min(1).max(100).optional().meta({
      description: 'Words to find in the title, description or skills: every word must start a word there, in any case ("java dev" finds "Java Developer").',
    }),
    location: z.string().trim().min(1).max(50).optional().meta({ description: 'A location code, as joblocations lists them (e.g. BLR).' }),
    minExp: queryInteger({ min: 0, max: MAX_EXPERIENCE }, 'Years; jobs whose experience range overlaps [minExp, maxExp] match.').optional(),
    maxExp: queryInteger({ min: 0, max: MAX_EXPERIENCE }, 'Years; jobs whose experience range overlaps [minExp, maxExp] match.').optional(),
    skills: z
      .union([skill, z.array(skill).max(20)])
      .transform((value) => [...new Set((Array.isArray(value) ? value : [value]).flatMap((s) => s.split(',')).map((s) => s.trim().toLowerCase()).filter(Boolean))])
      .optional()
      .meta({ description: 'Repeat the parameter (or separate with commas): a job matches when it asks for ANY of these skills.' }),
  })
  .superRefine((q, ctx) => {
    if (q.minExp !== undefined && q.maxExp !== undefined && q.minExp > q.maxExp) {
      ctx.addIssue({ code: 'custom', path: ['maxExp'], message: 'Must not be below minExp' });
    }
  });

export type ReferralJobQuery = z.output<typeof referralJobQuerySchema>;

export const referralJobSchema = portalJobSchema
  .extend({
    referralBonus: z.number().int().nullable().meta({ description: 'Paid to the referrer when the person is hired.' }),
    currencyCode: z.string(),
  })
  .meta({ id: 'ReferralJob' });
export type ReferralJob = z.infer<typeof referralJobSchema>;

export const referralJobListSchema = pageOf(referralJobSchema).meta({ id: 'SearchJobResponse' });
