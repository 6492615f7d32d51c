import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { candidateMoveScope, moveApplication } from '@/lib/applications/pipeline';
import { candidateStatusOp } from '@/lib/candidates/operations';
import { candidateApplication, candidateRecord } from '@/lib/candidates/queries';

// POST /api/v1/candidate/{candidateId}/status - move one of the candidate's applications along the pipeline
export const POST = route(candidateStatusOp, async ({ params, body, principal, db, write }) => {
  await write(
    params.candidateId,
    async (tx) => moveApplication(tx, await candidateApplication(tx, params.candidateId, body.jobCode), body.status, body.note, actorName(principal)),
    candidateMoveScope(params.candidateId),
  );
  return candidateRecord(db, params.candidateId);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
