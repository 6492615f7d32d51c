import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor, type OutputOf } from '@/lib/client/api';
import { jobApplicationsOp, jobGetOp } from '@/lib/client/operations/jobs.gen';
import type { ApplicationStage } from '@/lib/applications/stages';
import { jobInput } from './writes';

// One job's reads: the job page's, apart from the list's (which the candidate list and the referral
// board use for their job filter) and the writes (./writes.ts, which the job list uses too).

export type JobApplicantPage = OutputOf<typeof jobApplicationsOp>;
export type JobApplicant = JobApplicantPage['items'][number];

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

