import type { CandidateStatus } from '@/lib/candidates/constants';
import { CANDIDATE_STATUS_LABELS } from '@/lib/candidates/transitions';

type Move = {
  label: string;
  busy: string;
  /** Asked first, for moves that end the pipeline and cannot be undone. */
  confirm?: (name: string) => string;
};

/** How each move reads on its button; which moves exist is NEXT_CANDIDATE_STATUSES' business. */
const MOVES: Partial<Record<CandidateStatus, Move>> = {
  in_review: { label: 'Start review', busy: 'Starting review…' },
  shortlisted: { label: 'Shortlist', busy: 'Shortlisting…' },
  hired: { label: 'Mark as hired', busy: 'Saving…', confirm: (name) => `Mark ${name} as hired? This is final: the status cannot be changed afterwards.` },
  rejected: { label: 'Reject', busy: 'Rejecting…', confirm: (name) => `Reject ${name}? This is final: the status cannot be changed afterwards.` },
};

/** The wording for a move to `to`, with a plain fallback should the pipeline gain a state. */
export function moveTo(to: CandidateStatus): Move {
  return MOVES[to] ?? { label: `Move to ${CANDIDATE_STATUS_LABELS[to]}`, busy: 'Saving…' };
}
