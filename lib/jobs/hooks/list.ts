import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { jobListOp } from '@/lib/client/operations/jobs.gen';
import type { JobStatus } from '@/lib/jobs/constants';

export type JobListParams = { offset: number; limit: number; status?: JobStatus; q?: string; orgUnitCode?: string };

export const JOBS = 'jobs';

export function jobsQueryOptions(params: JobListParams) {
  // Keeps the last page on screen while the next one loads, so paging does not flash a skeleton.
  return { ...queryOptionsFor(jobListOp, { query: params }), placeholderData: keepPreviousData };
}

export function useJobs(params: JobListParams) {
  return useQuery(jobsQueryOptions(params));
}
