import { z } from 'zod';
import { paginationQuery } from '@/lib/api/params';
import { APPLICATION_SOURCES, APPLICATION_STAGES } from './stages';

export const stageMoveSchema = z.object({
  from: z.enum(APPLICATION_STAGES).nullable().meta({ description: 'null for the arrival.' }),
  to: z.enum(APPLICATION_STAGES),
  note: z.string().nullable(),
  by: z.string(),
  byName: z.string().meta({ description: 'Who moved it, by name.' }),
  at: z.string().meta({ description: 'RFC 3339 instant.' }),
});

export const applicationSchema = z
  .object({
    applicationId: z.string().meta({ example: 'APP-000108' }),
    jobCode: z.string(),
    jobTitle: z.string(),
    stage: z.enum(APPLICATION_STAGES),
    source: z.enum(APPLICATION_SOURCES),
    referralId: z.string().nullable(),
    referrer: z.object({ username: z.string(), displayName: z.string() }).nullable(),
    history: z.array(stageMoveSchema).meta({ description: 'Every move, oldest first; the first is the arrival.' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Application' });

export const candidateNoteSchema = z
  .object({
    noteId: z.number().int(),
    applicationId: z.string().nullable().meta({ description: 'null for a note about the person rather than one application.' }),
    body: z.string(),
    author: z.string(),
    authorName: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'CandidateNote' });

export const jobApplicationsQuerySchema = z.strictObject({
  stage: z.enum(APPLICATION_STAGES).optional().meta({ description: 'Only the applications at this stage.' }),
  ...paginationQuery,
});

export const jobApplicantSchema = z.object({
  applicationId: z.string(),
  candidateId: z.string(),
  fullName: z.string(),
  stage: z.enum(APPLICATION_STAGES),
  source: z.enum(APPLICATION_SOURCES),
  referrerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const jobApplicationsSchema = z
  .object({
    items: z.array(jobApplicantSchema),
    offset: z.number().int(),
    limit: z.number().int(),
    total: z.number().int().meta({ description: 'Of the stage asked for, or of every stage.' }),
    byStage: z.object(Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, z.number().int()])) as Record<(typeof APPLICATION_STAGES)[number], z.ZodNumber>),
  })
  .meta({ id: 'JobApplicationsResponse' });
