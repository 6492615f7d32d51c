// The job hooks, in modules under ./hooks/ re-exported here by name: a bundler puts every used export
// of a module wherever the module goes, but follows a re-export to the module it names, so a page with a
// job filter does not carry the job pages' reads and writes.
import type { JobStatus } from '@/lib/jobs/constants';
import type { JobRecord, JobRecordSummary } from '@/lib/jobs/schemas';

export type { JobRecord, JobRecordSummary, JobStatus };

export { JOBS, jobsQueryOptions, useJobs, type JobListParams } from './hooks/list';
export { jobApplicantsQueryOptions, jobQueryOptions, useJob, useJobApplicants, type JobApplicant, type JobApplicantPage, type JobApplicantParams } from './hooks/record';
export { useChangeJob, useCreateJob, useUpdateJob, type JobChange } from './hooks/writes';
