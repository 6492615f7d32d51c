import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { actorName } from '@/lib/api/principal';
import { changeJobPublication } from '@/lib/jobs/manage';
import { jobPublicationOp } from '@/lib/jobs/operations';
import { jobRecord } from '@/lib/jobs/recruiter';

// POST /api/jobs/v1/{jobCode}/publication - publish or withdraw on the portal and for referrals
export const POST = route(jobPublicationOp, async ({ params, body, principal, db, write }) => {
  const id = await write(params.jobCode, (tx) => changeJobPublication(tx, params.jobCode, body, actorName(principal)));
  return jobRecord(db, id);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
