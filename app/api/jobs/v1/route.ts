import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { actorName } from '@/lib/api/principal';
import { createJob } from '@/lib/jobs/manage';
import { jobCreateOp, jobListOp } from '@/lib/jobs/operations';
import { jobRecord, listJobs } from '@/lib/jobs/recruiter';

// GET /api/jobs/v1 - every job, for recruiters
export const GET = route(jobListOp, async ({ query, db }) => {
  const { items, total } = await listJobs(db, query);
  return { items, offset: query.offset, limit: query.limit, total };
});

// POST /api/jobs/v1 - a new draft job
export const POST = route(jobCreateOp, async ({ body, principal, db, write }) => {
  const created = await write((job: { jobCode: string }) => job.jobCode, (tx) => createJob(tx, body, actorName(principal), principal.kind === 'user'));
  return jobRecord(db, created.id);
});

export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST');
