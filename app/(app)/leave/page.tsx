import type { Metadata } from 'next';
import { getServerSession } from 'next-auth';
import { Suspense } from 'react';
import { LeaveView } from '@/components/leave/leave-view';
import { RecordListSkeleton } from '@/components/recruiter/record-list-skeleton';
import { authOptions } from '@/lib/auth/options';
import { orgDate } from '@/lib/time';

export const metadata: Metadata = { title: 'Leave' };

export default async function LeavePage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Leave</h1>
        <p className="mt-1 text-gray-700">
          See what is left of each kind of leave, apply for more, and follow each request. Weekends and your office’s holidays are never
          counted; your manager approves or rejects each request.
        </p>
      </div>
      {/* The history reads its filters from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <LeaveView username={session?.user.username ?? ''} today={orgDate()} />
      </Suspense>
    </div>
  );
}
