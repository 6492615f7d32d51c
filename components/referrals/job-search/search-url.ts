'use client';

import { parseSkills } from '@/components/ui/form/values';
import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';
import type { ReferralJobSearch } from '@/lib/referrals/hooks';

export const JOBS_PAGE_SIZE = 10;

export type JobSearchState = {
  keyword: string;
  jobcode: string;
  location: string;
  minExp: number | null;
  maxExp: number | null;
  skills: string[];
  page: number;
};

export const NO_FILTERS: Omit<JobSearchState, 'page'> = { keyword: '', jobcode: '', location: '', minExp: null, maxExp: null, skills: [] };

// The API's own limits: a hand-edited link breaking one would be a 400, so the value is dropped instead.
const JOB_CODE = /^[A-Za-z0-9][A-Za-z0-9-]{1,31}$/;
const MAX_YEARS = 50;
const MAX_SKILLS = 20;

function years(value: string | null): number | null {
  if (!value || !/^\d{1,2}$/.test(value.trim())) return null;
  const n = Number(value);
  return n <= MAX_YEARS ? n : null;
}

/** "Java, sql ,, Java" -> ["Java", "sql"]: the URL keeps them in one comma-separated value. */
export function parseSkillList(text: string): string[] {
  return [...new Set(parseSkills(text).map((s) => s.slice(0, 60)))].slice(0, MAX_SKILLS);
}

const codec: UrlStateCodec<JobSearchState> = {
  parse: (params) => {
    const jobcode = (params.get('jobcode') ?? '').trim().toUpperCase();
    return {
      keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
      jobcode: JOB_CODE.test(jobcode) ? jobcode : '',
      location: (params.get('location') ?? '').trim().toUpperCase().slice(0, 50),
      minExp: years(params.get('minExp')),
      maxExp: years(params.get('maxExp')),
      skills: parseSkillList(params.get('skills') ?? ''),
      page: parsePage(params),
    };
  },
  toQueryString: (state) => {
    const params = new URLSearchParams();
    if (state.keyword) params.set('keyword', state.keyword);
    if (state.jobcode) params.set('jobcode', state.jobcode);
    if (state.location) params.set('location', state.location);
    if (state.minExp !== null) params.set('minExp', String(state.minExp));
    if (state.maxExp !== null) params.set('maxExp', String(state.maxExp));
    if (state.skills.length) params.set('skills', state.skills.join(','));
    if (state.page > 1) params.set('page', String(state.page));
    return params.toString();
  },
};

/** The job search's filters and page, kept in the URL so a search can be shared and Back steps through it. */
export function useJobSearchUrl() {
  return useUrlState(codec, '/referrals');
}

export function isFiltered(state: JobSearchState): boolean {
  return Boolean(state.keyword || state.jobcode || state.location || state.minExp !== null || state.maxExp !== null || state.skills.length);
}

/** The API request for this state; the skills go as a repeated parameter. */
export function searchOf(state: JobSearchState): ReferralJobSearch {
  return {
    offset: (state.page - 1) * JOBS_PAGE_SIZE,
    limit: JOBS_PAGE_SIZE,
    ...(state.keyword ? { keyword: state.keyword } : {}),
    ...(state.jobcode ? { jobcode: state.jobcode } : {}),
    ...(state.location ? { location: state.location } : {}),
    ...(state.minExp !== null ? { minExp: state.minExp } : {}),
    ...(state.maxExp !== null ? { maxExp: state.maxExp } : {}),
    ...(state.skills.length ? { skills: state.skills } : {}),
  };
}
