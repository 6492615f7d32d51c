'use client';

import { useJob } from '@/lib/jobs/hooks';
import { JobDetail } from './job-detail';
import { JobDetailSkeleton } from './job-detail-skeleton';
import { RecordView } from './record-view';

export function JobDetailView({ jobCode }: { jobCode: string }) {
  return (
    <RecordView query={useJob(jobCode)} noun="Job" back={{ href: '/recruiter/jobs', label: 'Back to all jobs' }} skeleton={<JobDetailSkeleton />}>
      {(job) => <JobDetail job={job} />}
    </RecordView>
  );
}
