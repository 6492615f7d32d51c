'use client';

import { APPLICATION_STAGES, type ApplicationStage } from '@/lib/applications/stages';
import { JOB_STATUSES, type JobStatus } from '@/lib/jobs/constants';
import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';

export const JOBS_PAGE_SIZE = 20;
export const APPLICANTS_PAGE_SIZE = 20;

export type JobsUrlState = { q: string; status: JobStatus | ''; page: number };

function isStatus(value: string | null): value is JobStatus {
  return (JOB_STATUSES as readonly (string | null)[]).includes(value);
}

const codec: UrlStateCodec<JobsUrlState> = {
  parse: (params) => {
    const status = params.get('status');
    return {
      q: (params.get('q') ?? '').trim(),
      // An unknown status in a hand-edited link would make the API answer 400; show every job instead.
      status: isStatus(status) ? status : '',
      page: parsePage(params),
    };
  },
  toQueryString: (state) => {
    const params = new URLSearchParams();
    if (state.q) params.set('q', state.q);
    if (state.status) params.set('status', state.status);
    if (state.page > 1) params.set('page', String(state.page));
    return params.toString();
  },
};

/** The job list's search and status filter, kept in the URL like the directory's. */
export function useJobsUrl() {
  return useUrlState(codec, '/recruiter/jobs');
}

export type ApplicantsUrlState = { stage: ApplicationStage | ''; page: number };

function isStage(value: string | null): value is ApplicationStage {
  return (APPLICATION_STAGES as readonly (string | null)[]).includes(value);
}

const applicantsCodec: UrlStateCodec<ApplicantsUrlState> = {
  parse: (params) => {
    const stage = params.get('stage');
    // As with the status above: an unknown stage from a hand-edited link shows every applicant.
    return { stage: isStage(stage) ? stage : '', page: parsePage(params) };
  },
  toQueryString: (state) => {
    const params = new URLSearchParams();
    if (state.stage) params.set('stage', state.stage);
    if (state.page > 1) params.set('page', String(state.page));
    return params.toString();
  },
};

/** The stage and page of a job's applicant list, kept in the URL so Back and a shared link return to them. */
export function useApplicantsUrl(jobCode: string) {
  return useUrlState(applicantsCodec, jobHref(jobCode));
}

/** A job's own page. */
export function jobHref(jobCode: string): string {
  return `/recruiter/jobs/${encodeURIComponent(jobCode)}`;
}
