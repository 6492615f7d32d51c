import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { JobsView } from '@/components/recruiter/jobs/jobs-view';

export const metadata: Metadata = { title: 'Jobs' };

export default function JobsPage() {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Jobs</h1>
          <p className="mt-1 text-gray-700">Every job in any state, newest first. Open and publish jobs to show them to candidates and employees.</p>
        </div>
        <ButtonLink href="/recruiter/jobs/new">New job</ButtonLink>
      </div>
      {/* The list reads its filters from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <JobsView />
      </Suspense>
    </div>
  );
}
