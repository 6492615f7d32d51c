import { z } from 'zod';
import { resumeFields } from './schemas';

/** The JSON form of POST /api/v1/parseResume; the multipart form fills the same fields. */
export const parseResumeRequestSchema = z
  .strictObject({ resume: resumeFields.resume.unwrap(), resumeExtension: resumeFields.resumeExtension })
  .meta({ id: 'ParseResumeRequest' });

const date = z.string().meta({ description: 'YYYY-MM-DD (the 1st when only the month is known)' });

export const parsedResumeSchema = z
  .object({
    fileType: z.enum(['pdf', 'docx', 'doc', 'rtf', 'txt']),
    firstName: z.string().nullable(),
    middleName: z.string().nullable(),
    lastName: z.string().nullable(),
    fullName: z.string().nullable(),
    emails: z.array(z.string()),
    phones: z.array(z.string()).meta({ description: 'Normalised, e.g. +919876543210.' }),
    links: z.object({
      linkedIn: z.string().optional(),
      gitHub: z.string().optional(),
      twitter: z.string().optional(),
      facebook: z.string().optional(),
      other: z.array(z.string()),
    }),
    skills: z.array(z.string()).meta({ description: 'Canonical names from the skill dictionary.' }),
    education: z.array(
      z.object({ degree: z.string().nullable(), institute: z.string().nullable(), startDate: date.optional(), endDate: date.optional(), percentage: z.number().optional() }),
    ),
    workExperience: z.array(
      z.object({
        jobTitle: z.string().nullable(),
        companyName: z.string().nullable(),
        startDate: date,
        endDate: date.nullable().meta({ description: 'null while the job goes on' }),
        currentEmployer: z.boolean(),
        jobDescription: z.string().optional(),
      }),
    ),
    totalExperience: z.object({ years: z.number().int(), months: z.number().int() }),
    text: z.string().meta({ description: 'The text extracted from the file.' }),
  })
  .meta({ id: 'ParsedResume' });

export type ParsedResumeResponse = z.infer<typeof parsedResumeSchema>;
