// The candidate pipeline's legal moves (the state machine in docs/domain.md), in one pure module shared
// by the API, which refuses anything else with conflict_state, and the pages, which offer only these moves.
// No server imports: browser bundles load this file.
import type { CandidateStatus } from './constants';

/** new -> in_review -> shortlisted -> hired; any of the first three -> rejected; hired and rejected are final. */
export const NEXT_CANDIDATE_STATUSES: Record<CandidateStatus, readonly CandidateStatus[]> = {
  new: ['in_review', 'rejected'],
  in_review: ['shortlisted', 'rejected'],
  shortlisted: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

/** How a status reads to people, in messages and badges alike. */
export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  new: 'New',
  in_review: 'In review',
  shortlisted: 'Shortlisted',
  hired: 'Hired',
  rejected: 'Rejected',
};

export function canMoveCandidate(from: CandidateStatus, to: CandidateStatus): boolean {
  return NEXT_CANDIDATE_STATUSES[from].includes(to);
}

/** A status with no move out of it. */
export function isFinalCandidateStatus(status: CandidateStatus): boolean {
  return NEXT_CANDIDATE_STATUSES[status].length === 0;
}
