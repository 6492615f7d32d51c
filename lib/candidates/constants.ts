// Plain values shared by the API and the browser (no database code, so pages can import them). The enums
// the schema's columns hold are declared beside the schema and re-exported here.

export { CANDIDATE_SOURCES, CANDIDATE_STATUSES, type CandidateSource, type CandidateStatus } from '@/db/schema/enums';
