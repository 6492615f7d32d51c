import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { JobStatus } from '@/lib/jobs/constants';
import { ApiRequestError, fetchJson } from '@/lib/client/fetch-json';
import type { JobCreate, JobRecord, JobRecordSummary, JobUpdate } from '@/lib/jobs/schemas';

export type { JobRecord, JobRecordSummary, JobStatus };

export type JobPage = { items: JobRecordSummary[]; offset: number; limit: number; total: number };

export type JobListParams = { offset: number; limit: number; status?: JobStatus; q?: string; orgUnitCode?: string };

/** One request to the status or the publication endpoint. */
export type JobChange = { status: 'open' | 'closed' } | { publishedOnPortal?: boolean; publishedForReferral?: boolean };

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => ['jobs', 'list'] as const,
  list: (params: JobListParams) => ['jobs', 'list', params] as const,
  // Codes are case-insensitive, so /recruiter/jobs/job-000001 and JOB-000001 share one cache entry.
  detail: (jobCode: string) => ['jobs', 'detail', jobCode.toUpperCase()] as const,
};

const BASE = '/api/jobs/v1';

function jobPath(jobCode: string, action?: 'status' | 'publication'): string {
  const path = `${BASE}/${encodeURIComponent(jobCode)}`;
  return action ? `${path}/${action}` : path;
}

function listPath(params: JobListParams): string {
  const search = new URLSearchParams({ offset: String(params.offset), limit: String(params.limit) });
  if (params.status) search.set('status', params.status);
  if (params.q) search.set('q', params.q);
  if (params.orgUnitCode) search.set('orgUnitCode', params.orgUnitCode);
  return `${BASE}?${search.toString()}`;
}

export function jobsQueryOptions(params: JobListParams) {
  return queryOptions({
    queryKey: jobKeys.list(params),
    queryFn: ({ signal }) => fetchJson<JobPage>(listPath(params), { signal }),
    // Keeps the last page on screen while the next one loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useJobs(params: JobListParams) {
  return useQuery(jobsQueryOptions(params));
}

export function jobQueryOptions(jobCode: string) {
  return queryOptions({
    queryKey: jobKeys.detail(jobCode),
    queryFn: ({ signal }) => fetchJson<JobRecord>(jobPath(jobCode), { signal }),
    enabled: jobCode.length > 0,
  });
}

export function useJob(jobCode: string) {
  return useQuery(jobQueryOptions(jobCode));
}

/** Puts a saved job in the caches at once; the list is then refetched, as its order or filters may no longer hold. */
async function remember(queryClient: QueryClient, job: JobRecord): Promise<void> {
  queryClient.setQueryData(jobKeys.detail(job.jobCode), job);
  const { description: _description, ...summary } = job;
  queryClient.setQueriesData<JobPage>({ queryKey: jobKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.jobCode === job.jobCode ? summary : item)) } : page,
  );
  await queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
}

/** A conflict_state means someone else changed the job (closed it, say): show its state now. */
async function refreshOnConflict(queryClient: QueryClient, error: unknown, jobCode: string): Promise<void> {
  if (!(error instanceof ApiRequestError) || error.code !== 'conflict_state') return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobCode) }),
    queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  ]);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobCreate) => fetchJson<JobRecord>(BASE, { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: (job) => remember(queryClient, job),
  });
}

export function useUpdateJob(jobCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobUpdate) => fetchJson<JobRecord>(jobPath(jobCode), { method: 'PUT', body: JSON.stringify(input) }),
    onSuccess: (job) => remember(queryClient, job),
    onError: (error) => refreshOnConflict(queryClient, error, jobCode),
  });
}

/** Opens or closes a job, or changes where it is published: one mutation, so a screen has one pending state. */
export function useChangeJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobCode, change }: { jobCode: string; change: JobChange }) =>
      fetchJson<JobRecord>(jobPath(jobCode, 'status' in change ? 'status' : 'publication'), { method: 'POST', body: JSON.stringify(change) }),
    onSuccess: (job) => remember(queryClient, job),
    onError: (error, { jobCode }) => refreshOnConflict(queryClient, error, jobCode),
  });
}
