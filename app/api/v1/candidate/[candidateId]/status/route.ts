import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { candidateMoveScope, moveApplication } from '@/lib/applications/pipeline';
import { candidateStatusOp } from '@/lib/candidates/operations';
import { candidateApplication, candidateRecordAfterCommit } from '@/lib/candidates/queries';

// POST /api/v1/candidate/{candidateId}/status - move one of the candidate's applications along the pipeline
export const POST = route(candidateStatusOp, async ({ params, body, principal, write }) => {
  const record = await write(
    params.candidateId,
    async (tx) => {
      await moveApplication(tx, await candidateApplication(tx, params.candidateId, body.jobCode), body.status, body.note, actorName(principal));
      return candidateRecordAfterCommit(tx, params.candidateId);
    },
    candidateMoveScope(params.candidateId),
  );
  return record();
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
