import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { candidateStatusOp } from '@/lib/candidates/operations';
import { candidateRecord } from '@/lib/candidates/queries';
import { moveCandidate } from '@/lib/candidates/status';

// POST /api/v1/candidate/{candidateId}/status - move a candidate through the pipeline
export const POST = route(candidateStatusOp, ({ params, body, principal, db, write }) => {
  write(params.candidateId, (tx) => moveCandidate(tx, params.candidateId, body.status, body.note, actorName(principal)));
  return candidateRecord(db, params.candidateId);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
