// The addresses of pages that more than one feature links to, kept with each other so a link cannot drift from its route.

/** A job's public page on the career site. */
export function careerJobHref(jobCode: string): string {
  return `/careers/${encodeURIComponent(jobCode)}`;
}

/** The career site's confirmation of an application, carrying its reference. */
export function appliedHref(jobCode: string, candidateId: string): string {
  return `${careerJobHref(jobCode)}/applied?ref=${encodeURIComponent(candidateId)}`;
}

/** A candidate's page in the recruiter's app. */
export function candidateHref(candidateId: string): string {
  return `/recruiter/candidates/${encodeURIComponent(candidateId)}`;
}
