import type { CandidateRecord } from '@/lib/candidates/hooks';

type NameParts = Pick<CandidateRecord, 'firstName' | 'middleName' | 'lastName'>;

/** The given parts in order, or null when none was given. */
export function joinName(...parts: Array<string | null>): string | null {
  return parts.filter(Boolean).join(' ') || null;
}

/** The name a recruiter calls the candidate by, falling back to the id so a heading is never empty. */
export function displayName(candidate: NameParts & Pick<CandidateRecord, 'candidateId'>): string {
  return joinName(candidate.firstName, candidate.middleName, candidate.lastName) ?? candidate.candidateId;
}
