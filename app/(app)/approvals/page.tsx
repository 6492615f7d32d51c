import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ApprovalView } from '@/components/leave/approval-view';
import { RecordListSkeleton } from '@/components/recruiter/record-list-skeleton';

export const metadata: Metadata = { title: 'Approvals' };

export default function ApprovalsPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Approvals</h1>
        <p className="mt-1 text-gray-700">
          Leave requests waiting for your decision, oldest first, with what each person has left of that leave. Decide one at a time, or
          select several and approve or reject them together.
        </p>
      </div>
      {/* The page number lives in the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <ApprovalView />
      </Suspense>
    </div>
  );
}
