import { defineOperation } from '@/lib/api/operation';
import { jobApplicationsQuerySchema, jobApplicationsSchema } from '@/lib/applications/schemas';
import {
  jobCodeParamsSchema,
  jobCreateSchema,
  jobListQuerySchema,
  jobLocationsSchema,
  jobOrgHierarchiesSchema,
  jobPublicationSchema,
  jobRecordListSchema,
  jobRecordSchema,
  jobStatusChangeSchema,
  jobUpdateSchema,
  portalJobDetailSchema,
  portalJobListSchema,
  portalJobQuerySchema,
} from './schemas';

const VISIBLE = 'Only open jobs published on the portal whose closing date has not passed are visible.';

// --- career portal (spec): anyone with read access, including the career site's guest -----------------

// The same answer for every caller, so each carries an ETag that If-None-Match can name (304).
const portal = { tag: 'Career portal', host: 'recruit', scope: 'read', principals: ['user', 'system', 'guest'], conditional: true } as const;

export const portalJobListOp = defineOperation({
  ...portal,
  id: 'listPortalJobs',
  method: 'GET',
  path: '/api/careerportal/job',
  summary: 'List jobs published on the candidate portal, filtered',
  description: `${VISIBLE} Newest posting first. \`type\` and \`value\` go together; an orgUnitCode filter includes its sub-units, as joborghirarchies counts them.`,
  query: portalJobQuerySchema,
  response: { description: 'A page of jobs', schema: portalJobListSchema },
  errors: [400],
});

export const portalJobDetailOp = defineOperation({
  ...portal,
  id: 'getPortalJob',
  method: 'GET',
  path: '/api/careerportal/job/{jobCode}',
  summary: 'Extensive detail of one job for candidates',
  description: `${VISIBLE} Any other job is a 404.`,
  params: jobCodeParamsSchema,
  response: { description: 'The job', schema: portalJobDetailSchema },
  errors: [400, 404],
});

export const portalLocationsOp = defineOperation({
  ...portal,
  id: 'countPortalJobsByLocation',
  method: 'GET',
  path: '/api/careerportal/joblocations',
  summary: 'Count of published jobs per location',
  description: 'Every location, with the number of visible jobs that can be joined there; `location` is the value `type=joiningLocation` takes.',
  response: { description: 'Counts per location', schema: jobLocationsSchema },
  errors: [],
});

export const portalUnitsOp = defineOperation({
  ...portal,
  id: 'countPortalJobsByOrgUnit',
  method: 'GET',
  path: '/api/careerportal/joborghirarchies',
  summary: 'Count of published jobs per business unit',
  description: 'Every business unit with its parent; a count includes the jobs of every unit below it. `orgUnitCode` is the value `type=orgUnitCode` takes.',
  response: { description: 'Counts per business unit', schema: jobOrgHierarchiesSchema },
  errors: [],
});

// --- job management (extension): recruiters, hr_admin and systems ------------------------------------------

const manage = { tag: 'Jobs', host: 'recruit', principals: ['user', 'system'], roles: ['recruiter', 'hr_admin'] } as const;
/** One job, named in the path: a bad field, no recruiter role or no such job. */
const oneJob = { ...manage, params: jobCodeParamsSchema, errors: [400, 403, 404] } as const;
/** A change to one job, which answers the job as saved. */
const jobChange = { ...oneJob, scope: 'write', response: { description: 'The job as saved', schema: jobRecordSchema } } as const;

export const jobListOp = defineOperation({
  ...manage,
  id: 'listJobs',
  method: 'GET',
  path: '/api/jobs/v1',
  summary: 'Every job in any state (extension)',
  description: 'Newest first, with status and publication flags.',
  scope: 'read',
  query: jobListQuerySchema,
  response: { description: 'A page of jobs', schema: jobRecordListSchema },
  errors: [400, 403],
});

export const jobCreateOp = defineOperation({
  ...manage,
  id: 'createJob',
  method: 'POST',
  path: '/api/jobs/v1',
  summary: 'Create a job (extension)',
  description: 'The job starts as a draft; open it and publish it to show it to candidates or employees.',
  scope: 'write',
  body: jobCreateSchema,
  response: { description: 'The new job', schema: jobRecordSchema },
  errors: [400, 403],
});

export const jobGetOp = defineOperation({
  ...oneJob,
  id: 'getJob',
  method: 'GET',
  path: '/api/jobs/v1/{jobCode}',
  summary: 'One job in any state (extension)',
  scope: 'read',
  response: { description: 'The job', schema: jobRecordSchema },
});

export const jobUpdateOp = defineOperation({
  ...jobChange,
  id: 'updateJob',
  method: 'PUT',
  path: '/api/jobs/v1/{jobCode}',
  summary: 'Edit a draft or open job (extension)',
  description: 'Replaces every field a recruiter writes. A closed job is a 400 conflict_state.',
  body: jobUpdateSchema,
});

export const jobStatusOp = defineOperation({
  ...jobChange,
  id: 'changeJobStatus',
  method: 'POST',
  path: '/api/jobs/v1/{jobCode}/status',
  summary: 'Open or close a job (extension)',
  description: 'draft -> open (posted today) -> closed. Any other move is a 400 conflict_state.',
  body: jobStatusChangeSchema,
});

export const jobPublicationOp = defineOperation({
  ...jobChange,
  id: 'changeJobPublication',
  method: 'POST',
  path: '/api/jobs/v1/{jobCode}/publication',
  summary: 'Publish or withdraw a job on the career portal and for referrals (extension)',
  description: 'Flags of a draft take effect when it opens. A closed job is a 400 conflict_state.',
  body: jobPublicationSchema,
});

export const jobApplicationsOp = defineOperation({
  ...oneJob,
  id: 'listJobApplications',
  method: 'GET',
  path: '/api/jobs/v1/{jobCode}/applications',
  summary: 'A job’s applicants, newest first, with the count per stage (extension)',
  scope: 'read',
  query: jobApplicationsQuerySchema,
  response: { description: 'A page of applicants and the count at each stage', schema: jobApplicationsSchema },
});
