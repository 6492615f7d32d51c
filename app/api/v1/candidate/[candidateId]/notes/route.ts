import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { addNote } from '@/lib/applications/pipeline';
import { candidateNoteOp } from '@/lib/candidates/operations';
import { candidateApplication, candidateRecord } from '@/lib/candidates/queries';

// POST /api/v1/candidate/{candidateId}/notes - a recruiter's note on one of the candidate's applications
export const POST = route(candidateNoteOp, async ({ params, body, principal, db, write }) => {
  await write(params.candidateId, async (tx) => addNote(tx, await candidateApplication(tx, params.candidateId, body.jobCode), body.body, actorName(principal)));
  return candidateRecord(db, params.candidateId);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
