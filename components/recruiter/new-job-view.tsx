'use client';

import { useRouter } from 'next/navigation';
import { useCreateJob } from '@/lib/jobs/hooks';
import type { JobCreate } from '@/lib/jobs/schemas';
import { JobFormLoader } from './job-form-loader';
import { NEW_JOB_VALUES } from './job-form-values';
import { jobHref } from './job-title-link';

export function NewJobView() {
  const router = useRouter();
  const create = useCreateJob();

  async function onSave(values: JobCreate) {
    const job = await create.mutateAsync(values);
    router.push(jobHref(job.jobCode));
  }

  return <JobFormLoader mode="create" defaultValues={NEW_JOB_VALUES} onSave={onSave} />;
}
