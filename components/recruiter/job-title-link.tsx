import Link from 'next/link';
import type { JobRecordSummary } from '@/lib/jobs/hooks';
import { formatDate } from '@/components/ui/date-words';

export function jobHref(jobCode: string): string {
  return `/recruiter/jobs/${encodeURIComponent(jobCode)}`;
}

export function postedLabel(job: Pick<JobRecordSummary, 'postedDate'>): string {
  return job.postedDate ? formatDate(job.postedDate) : 'Not posted';
}

export function JobTitleLink({ job }: { job: Pick<JobRecordSummary, 'jobCode' | 'title'> }) {
  return (
    <Link href={jobHref(job.jobCode)} className="font-semibold break-words text-indigo-800 underline-offset-2 hover:underline">
      {job.title}
    </Link>
  );
}
