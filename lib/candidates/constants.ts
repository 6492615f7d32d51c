// Plain values shared by the schema, the API and the browser (no database code, so pages can import them).

/** DESIGN.md section 3: new -> in_review -> shortlisted -> hired, or rejected. */
export const CANDIDATE_STATUSES = ['new', 'in_review', 'shortlisted', 'hired', 'rejected'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** Where a candidate came from. */
export const CANDIDATE_SOURCES = ['career_site', 'recruiter', 'api', 'referral'] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];
