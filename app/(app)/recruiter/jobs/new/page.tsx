import type { Metadata } from 'next';
import { NewJobView } from '@/components/recruiter/jobs/job-form';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'New job' };

export default function NewJobPage() {
  return (
    <div className="space-y-6">
      <PageHeading title="New job" back={{ href: '/recruiter/jobs', label: 'Back to all jobs' }}>
        The job starts as a draft that only recruiters see. Open and publish it when it is ready.
      </PageHeading>
      <NewJobView />
    </div>
  );
}
