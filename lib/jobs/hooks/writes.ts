import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callOperation, mutationFor, queryKeyFor, type OutputOf } from '@/lib/client/api';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { jobCreateOp, jobGetOp, jobListOp, jobPublicationOp, jobStatusOp, jobUpdateOp } from '@/lib/client/operations/jobs.gen';
import type { JobRecord, JobUpdate } from '@/lib/jobs/schemas';

// Every write to a job: the job pages' and the job list's (opening, closing, publishing).

type JobPage = OutputOf<typeof jobListOp>;

/** One request to the status or the publication endpoint. */
export type JobChange = { status: 'open' | 'closed' } | { publishedOnPortal?: boolean; publishedForReferral?: boolean };

// Codes are case-insensitive, so /recruiter/jobs/job-000001 and JOB-000001 share one cache entry.
export const jobInput = (jobCode: string) => ({ params: { jobCode: jobCode.toUpperCase() } });

/** Every page of the recruiter's job list, whatever its filters. */
const JOB_LISTS = { queryKey: [jobListOp.feature, jobListOp.id] };

/** Puts a saved job in the caches at once; the list is then refetched, as its order or filters may no longer hold. */
async function remember(queryClient: QueryClient, job: JobRecord): Promise<void> {
  queryClient.setQueryData(queryKeyFor(jobGetOp, jobInput(job.jobCode)), job);
  const { description: _description, ...summary } = job;
  queryClient.setQueriesData<JobPage>(JOB_LISTS, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.jobCode === job.jobCode ? summary : item)) } : page,
  );
  await queryClient.invalidateQueries(JOB_LISTS);
}

/** A conflict_state means someone else changed the job (closed it, say): show its state now. */
async function refreshOnConflict(queryClient: QueryClient, error: unknown, jobCode: string): Promise<void> {
  if (!(error instanceof ApiRequestError) || error.code !== 'conflict_state') return;
  await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeyFor(jobGetOp, jobInput(jobCode)) }), queryClient.invalidateQueries(JOB_LISTS)]);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(jobCreateOp), onSuccess: (job) => remember(queryClient, job) });
}

export function useUpdateJob(jobCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobUpdate) => callOperation(jobUpdateOp, { ...jobInput(jobCode), body }),
    onSuccess: (job) => remember(queryClient, job),
    onError: (error) => refreshOnConflict(queryClient, error, jobCode),
  });
}

/** Opens or closes a job, or changes where it is published: one mutation, so a screen has one pending state. */
export function useChangeJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobCode, change }: { jobCode: string; change: JobChange }) =>
      'status' in change
        ? callOperation(jobStatusOp, { params: { jobCode }, body: change })
        : callOperation(jobPublicationOp, { params: { jobCode }, body: change }),
    onSuccess: (job) => remember(queryClient, job),
    onError: (error, { jobCode }) => refreshOnConflict(queryClient, error, jobCode),
  });
}
