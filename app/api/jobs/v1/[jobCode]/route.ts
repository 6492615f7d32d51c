import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { actorName } from '@/lib/api/principal';
import { updateJob } from '@/lib/jobs/manage';
import { jobGetOp, jobUpdateOp } from '@/lib/jobs/operations';
import { jobByCode, jobRecord } from '@/lib/jobs/recruiter';

// GET /api/jobs/v1/{jobCode} - one job in any state
export const GET = route(jobGetOp, ({ params, db }) => jobByCode(db, params.jobCode));

// PUT /api/jobs/v1/{jobCode} - edit a draft or open job
export const PUT = route(jobUpdateOp, async ({ params, body, principal, db, write }) => {
  const id = await write(params.jobCode, (tx) => updateJob(tx, params.jobCode, body, actorName(principal)));
  return jobRecord(db, id);
});

export const { POST, PATCH, DELETE } = otherMethods('GET', 'PUT');
