import { POST as createRoute } from '@/app/api/jobs/v1/route';
import { POST as statusRoute } from '@/app/api/jobs/v1/[jobCode]/status/route';
import { POST as publicationRoute } from '@/app/api/jobs/v1/[jobCode]/publication/route';
import { call, type Caller } from './call';
import { JOB_BODY } from './fixtures';

export interface JobSetup {
  status?: 'draft' | 'open' | 'closed';
  publishedOnPortal?: boolean;
  publishedForReferral?: boolean;
  fields?: Record<string, unknown>;
}

/** Creates a job through the API, as a recruiter would, and answers its code. */
export async function makeJob(recruiter: Caller, setup: JobSetup = {}): Promise<string> {
  const created = await call(createRoute, { as: recruiter, body: { ...JOB_BODY, ...setup.fields } });
  if (created.status !== 200) throw new Error(created.text);
  const jobCode: string = created.json.jobCode;
  const status = setup.status ?? 'open';
  if (status !== 'draft') await call(statusRoute, { as: recruiter, params: { jobCode }, body: { status: 'open' } });
  const publication = { publishedOnPortal: setup.publishedOnPortal ?? false, publishedForReferral: setup.publishedForReferral ?? true };
  await call(publicationRoute, { as: recruiter, params: { jobCode }, body: publication });
  if (status === 'closed') await call(statusRoute, { as: recruiter, params: { jobCode }, body: { status: 'closed' } });
  return jobCode;
}
