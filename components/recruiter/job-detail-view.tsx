'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiRequestError, errorMessage } from '@/lib/http/fetch-json';
import { useJob } from '@/lib/jobs/hooks';
import { JobDetail } from './job-detail';
import { JobDetailSkeleton } from './job-detail-skeleton';
import { NoAccessMessage } from './no-access';

function BackLink() {
  return (
    <Link href="/recruiter/jobs" className="text-sm font-medium text-indigo-800 underline">
      Back to all jobs
    </Link>
  );
}

function Failed({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      {children}
      <BackLink />
    </div>
  );
}

export function JobDetailView({ jobCode }: { jobCode: string }) {
  const job = useJob(jobCode);
  const status = job.error instanceof ApiRequestError ? job.error.status : 0;

  if (job.isError && status === 403) {
    return (
      <Failed title="Job">
        <NoAccessMessage />
      </Failed>
    );
  }
  if (job.isError && (status === 404 || status === 400)) {
    return (
      <Failed title="Job not found">
        <Alert>{errorMessage(job.error)}</Alert>
      </Failed>
    );
  }
  if (job.isError) {
    return (
      <Failed title="Job">
        <Alert
          title="The job could not be loaded"
          action={
            <Button variant="secondary" onClick={() => void job.refetch()} disabled={job.isFetching}>
              Retry
            </Button>
          }
        >
          {errorMessage(job.error)}
        </Alert>
      </Failed>
    );
  }
  if (!job.data) return <JobDetailSkeleton />;
  return (
    <div className="space-y-4">
      <BackLink />
      <JobDetail job={job.data} />
    </div>
  );
}
