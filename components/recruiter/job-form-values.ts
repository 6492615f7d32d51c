import type { DefaultValues } from 'react-hook-form';
import type { JobFormValues, JobRecord } from '@/lib/jobs/schemas';

// Inputs hold strings; these turn them into what the shared schema expects (setValueAs in register).

/** An empty number box is "not given", so zod says "Required" rather than a NaN message. */
export const wholeNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));
/** Optional amounts: empty means none (null), as the API wants. */
export const wholeNumberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));
export const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** An empty job code is left out so the server generates one. */
export const textOrUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const upperCase = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** "React, TypeScript , ,SQL" -> ["React", "TypeScript", "SQL"] */
export function parseSkills(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const NEW_JOB_VALUES: DefaultValues<JobFormValues> = {
  title: '',
  description: '',
  orgUnitCode: '',
  joiningLocations: [],
  employmentType: 'full_time',
  minExp: 0,
  skills: [],
  openings: 1,
  salaryMin: null,
  salaryMax: null,
  currencyCode: 'INR',
  referralBonus: null,
  closingDate: null,
};

/** What the edit form starts from: the job as saved, in the shape the API takes. */
export function formValuesOf(job: JobRecord): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    orgUnitCode: job.orgUnitCode,
    joiningLocations: job.joiningLocations.map((l) => l.location),
    employmentType: job.employmentType,
    minExp: job.minExp,
    maxExp: job.maxExp,
    skills: job.skills,
    openings: job.openings,
    salaryMin: job.salary?.min ?? null,
    salaryMax: job.salary?.max ?? null,
    currencyCode: job.currencyCode,
    referralBonus: job.referralBonus,
    closingDate: job.closingDate,
  };
}
