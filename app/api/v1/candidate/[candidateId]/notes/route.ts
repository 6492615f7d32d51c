import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { addNote } from '@/lib/applications/pipeline';
import { candidateNoteOp } from '@/lib/candidates/operations';
import { candidateApplication, candidateRecordAfterCommit } from '@/lib/candidates/queries';

// POST /api/v1/candidate/{candidateId}/notes - a recruiter's note on one of the candidate's applications
export const POST = route(candidateNoteOp, async ({ params, body, principal, write }) => {
  const record = await write(params.candidateId, async (tx) => {
    await addNote(tx, await candidateApplication(tx, params.candidateId, body.jobCode), body.body, actorName(principal));
    return candidateRecordAfterCommit(tx, params.candidateId);
  });
  return record();
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
