import type { Metadata } from 'next';
import { getServerSession } from 'next-auth';
import { Suspense } from 'react';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { ReferralsView } from '@/components/referrals/referrals-view';
import { authOptions } from '@/lib/auth/options';

export const metadata: Metadata = { title: 'Referrals' };

export default async function ReferralsPage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Referrals</h1>
        <p className="mt-1 text-gray-700">
          Know someone for one of our open jobs? Find the job, refer them, and follow each referral here. Where a job offers a referral
          bonus, it is paid once the person you referred is hired.
        </p>
      </div>
      {/* The job search reads its filters from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <ReferralsView username={session?.user.username ?? ''} />
      </Suspense>
    </div>
  );
}
