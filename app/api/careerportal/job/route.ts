import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { portalJobListOp } from '@/lib/jobs/operations';
import { listPortalJobs } from '@/lib/jobs/portal';

// GET /api/careerportal/job - jobs published on the candidate portal, optionally of one location or unit
export const GET = route(portalJobListOp, async ({ query, db }) => {
  const { items, total } = await listPortalJobs(db, query);
  return { items, offset: query.offset, limit: query.limit, total };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
