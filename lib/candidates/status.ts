import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { candidates, candidateStatusHistory } from '@/db/schema';
import { ApiError } from '@/lib/api/errors';
import { nowIso } from '@/lib/time';
import type { CandidateStatus } from './constants';
import { canMoveCandidate, CANDIDATE_STATUS_LABELS } from './transitions';

/** Moves a candidate one step along the pipeline and keeps the move (who, when, note) in its history. */
export function moveCandidate(tx: Tx, candidateId: string, to: CandidateStatus, note: string | undefined, actor: string): void {
  const candidate = tx.select({ id: candidates.id, status: candidates.status }).from(candidates).where(eq(candidates.candidateId, candidateId)).get();
  if (!candidate) throw new ApiError('not_found', `No candidate ${candidateId}.`);
  if (!canMoveCandidate(candidate.status, to)) {
    throw new ApiError(
      'conflict_state',
      `Candidate ${candidateId} is ${CANDIDATE_STATUS_LABELS[candidate.status].toLowerCase()}; it cannot move to ${CANDIDATE_STATUS_LABELS[to].toLowerCase()}.`,
      { extra: { currentStatus: candidate.status } },
    );
  }
  const now = nowIso();
  tx.update(candidates).set({ status: to, updatedBy: actor, updatedAt: now }).where(eq(candidates.id, candidate.id)).run();
  tx.insert(candidateStatusHistory)
    .values({ candidateId: candidate.id, fromStatus: candidate.status, toStatus: to, note: note || null, movedBy: actor, movedAt: now })
    .run();
}
