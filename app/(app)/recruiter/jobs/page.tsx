import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { JobsView } from '@/components/recruiter/jobs/jobs-view';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Jobs' };

export default function JobsPage() {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title="Jobs">
          Every job in any state, newest first. Open and publish jobs to show them to candidates and employees.
        </PageHeading>
        <ButtonLink href="/recruiter/jobs/new">New job</ButtonLink>
      </div>
      {/* The list reads its filters from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <JobsView />
      </Suspense>
    </div>
  );
}
