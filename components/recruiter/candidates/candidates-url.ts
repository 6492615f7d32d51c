'use client';

import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';
import { APPLICATION_STAGES, type ApplicationStage } from '@/lib/applications/stages';

export const CANDIDATES_PAGE_SIZE = 20;

export type CandidatesUrlState = { q: string; status: ApplicationStage | ''; jobCode: string; page: number };

function isStage(value: string | null): value is ApplicationStage {
  return (APPLICATION_STAGES as readonly (string | null)[]).includes(value);
}

// The API's job code rule: a hand-edited link breaking it would be a 400, so it is dropped instead.
const JOB_CODE = /^[A-Za-z0-9][A-Za-z0-9-]{1,31}$/;

const codec: UrlStateCodec<CandidatesUrlState> = {
  parse: (params) => {
    const status = params.get('status');
    const jobCode = (params.get('jobCode') ?? '').trim().toUpperCase();
    return {
      q: (params.get('q') ?? '').trim(),
      status: isStage(status) ? status : '',
      jobCode: JOB_CODE.test(jobCode) ? jobCode : '',
      page: parsePage(params),
    };
  },
  toQueryString: (state) => {
    const params = new URLSearchParams();
    if (state.q) params.set('q', state.q);
    if (state.status) params.set('status', state.status);
    if (state.jobCode) params.set('jobCode', state.jobCode);
    if (state.page > 1) params.set('page', String(state.page));
    return params.toString();
  },
};

/** The candidate list's search and filters, kept in the URL like the job list's. */
export function useCandidatesUrl() {
  return useUrlState(codec, '/recruiter/candidates');
}
