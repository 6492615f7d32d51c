import { Badge } from '@/components/ui/badge';
import type { JobRecordSummary, JobStatus } from '@/lib/jobs/hooks';

export const STATUS_LABELS: Record<JobStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };

const STATUS_STYLES: Record<JobStatus, string> = {
  draft: 'bg-gray-100 text-gray-900 ring-gray-400',
  open: 'bg-green-50 text-green-900 ring-green-600',
  closed: 'bg-red-50 text-red-900 ring-red-300',
};

export function StatusBadge({ status }: { status: JobStatus }) {
  return <Badge tone={STATUS_STYLES[status]}>{STATUS_LABELS[status]}</Badge>;
}

function Flag({ label, on }: { label: string; on: boolean }) {
  return (
    <Badge tone={on ? 'bg-indigo-50 text-indigo-900 ring-indigo-300' : 'bg-white text-gray-800 ring-gray-300'}>
      <span aria-hidden="true">{on ? '✓' : '–'}</span>
      {label}: {on ? 'Yes' : 'No'}
    </Badge>
  );
}

/** Where the job is published, in words: colour and ticks only repeat it. */
export function PublicationFlags({ job }: { job: Pick<JobRecordSummary, 'publishedOnPortal' | 'publishedForReferral'> }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Flag label="Portal" on={job.publishedOnPortal} />
      <Flag label="Referrals" on={job.publishedForReferral} />
    </span>
  );
}
