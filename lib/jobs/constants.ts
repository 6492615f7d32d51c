// Plain values shared by the API and the browser (no database code, so pages can import them). The enums
// the schema's columns hold are declared beside the schema and re-exported here.

import type { EmploymentType } from '@/db/schema/enums';

export { EMPLOYMENT_TYPES, JOB_STATUSES, type EmploymentType, type JobStatus } from '@/db/schema/enums';

/** How an employment type reads to people: a zod-free module, so pages show it without loading the schemas. */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contract: 'Contract',
  internship: 'Internship',
};

/** The most years of experience a job may ask for (and a career-site search may name). */
export const MAX_EXPERIENCE = 50;

/** The career site's keyword box takes this many characters; a longer one in a link is cut. */
export const MAX_KEYWORD_LENGTH = 100;
