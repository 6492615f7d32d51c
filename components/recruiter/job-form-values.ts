import type { DefaultValues } from 'react-hook-form';
import type { JobFormValues, JobRecord } from '@/lib/jobs/schemas';

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
