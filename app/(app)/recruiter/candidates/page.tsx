import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AddCandidateLink } from '@/components/recruiter/candidates/candidate-list';
import { CandidatesView } from '@/components/recruiter/candidates/candidates-view';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Candidates' };

export default function CandidatesPage() {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title="Candidates">
          Everyone who applied or was added, newest first. Open a candidate to see their applications and move each one on.
        </PageHeading>
        <AddCandidateLink />
      </div>
      {/* The list reads its filters from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <CandidatesView />
      </Suspense>
    </div>
  );
}
