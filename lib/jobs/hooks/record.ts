import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callOperation, mutationFor, queryKeyFor, queryOptionsFor, type OutputOf } from '@/lib/client/api';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { jobApplicationsOp, jobCreateOp, jobGetOp, jobListOp, jobPublicationOp, jobStatusOp, jobUpdateOp } from '@/lib/client/operations/jobs.gen';
import type { ApplicationStage } from '@/lib/applications/stages';
import type { JobRecord, JobUpdate } from '@/lib/jobs/schemas';

// One job's reads and every write: the job pages' hooks, apart from the list's, which the candidate
// list and the referral board use for their job filter.

type JobPage = OutputOf<typeof jobListOp>;
export type JobApplicantPage = OutputOf<typeof jobApplicationsOp>;
export type JobApplicant = JobApplicantPage['items'][number];

/** One request to the status or the publication endpoint. */
export type JobChange = { status: 'open' | 'closed' } | { publishedOnPortal?: boolean; publishedForReferral?: boolean };

// Codes are case-insensitive, so /recruiter/jobs/job-000001 and JOB-000001 share one cache entry.
const jobInput = (jobCode: string) => ({ params: { jobCode: jobCode.toUpperCase() } });

/** Every page of the recruiter's job list, whatever its filters. */
const JOB_LISTS = { queryKey: [jobListOp.feature, jobListOp.id] };

export function jobQueryOptions(jobCode: string) {
  return { ...queryOptionsFor(jobGetOp, jobInput(jobCode)), enabled: jobCode.length > 0 };
}

export function useJob(jobCode: string) {
  return useQuery(jobQueryOptions(jobCode));
}

export type JobApplicantParams = { offset: number; limit: number; stage?: ApplicationStage };

/** A page of the job's applicants, with the count at every stage whichever stage the page shows. */
export function jobApplicantsQueryOptions(jobCode: string, params: JobApplicantParams) {
  // Keeps the last page (and its counts) on screen while another stage or page loads.
  return { ...queryOptionsFor(jobApplicationsOp, { ...jobInput(jobCode), query: params }), placeholderData: keepPreviousData };
}

export function useJobApplicants(jobCode: string, params: JobApplicantParams) {
  return useQuery(jobApplicantsQueryOptions(jobCode, params));
}

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
