import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { actorName } from '@/lib/api/principal';
import { changeJobStatus } from '@/lib/jobs/manage';
import { jobStatusOp } from '@/lib/jobs/operations';
import { jobRecord } from '@/lib/jobs/recruiter';

// POST /api/jobs/v1/{jobCode}/status - open or close a job
export const POST = route(jobStatusOp, async ({ params, body, principal, db, write }) => {
  const id = await write(params.jobCode, (tx) => changeJobStatus(tx, params.jobCode, body.status, actorName(principal)));
  return jobRecord(db, id);
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
