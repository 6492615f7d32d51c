import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { portalJobDetailOp } from '@/lib/jobs/operations';
import { portalJobDetail } from '@/lib/jobs/portal';

// GET /api/careerportal/job/{jobCode} - one job candidates can see
export const GET = route(portalJobDetailOp, async ({ params, db }) => {
  const job = await portalJobDetail(db, params.jobCode);
  if (!job) throw new ApiError('not_found', `No open job ${params.jobCode} on the career portal.`);
  return job;
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
