import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { jobApplicants } from '@/lib/applications/queries';
import { jobApplicationsOp } from '@/lib/jobs/operations';
import { jobIdOf } from '@/lib/jobs/recruiter';

// GET /api/jobs/v1/{jobCode}/applications - a job's applicants by stage
export const GET = route(jobApplicationsOp, async ({ params, query, db }) => {
  const { items, total, byStage } = await jobApplicants(db, jobIdOf(db, params.jobCode), query);
  return { items, offset: query.offset, limit: query.limit, total, byStage };
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
