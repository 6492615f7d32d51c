// Plain values shared by the API and the browser (no database code, so pages can import them). The enums
// the schema's columns hold are declared beside the schema and re-exported here.

export { EMPLOYMENT_TYPES, JOB_STATUSES, type EmploymentType, type JobStatus } from '@/db/schema/enums';
