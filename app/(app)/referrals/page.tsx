import type { Metadata } from 'next';
import { getServerSession } from 'next-auth';
import { Suspense } from 'react';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { ReferralsView } from '@/components/referrals/referrals-view';
import { authOptions } from '@/lib/auth/options';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Referrals' };

export default async function ReferralsPage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  return (
    <div className="space-y-6">
      <PageHeading title="Referrals">
        Know someone for one of our open jobs? Find the job, refer them, and follow each referral here. Where a job offers a referral
        bonus, it is paid once the person you referred is hired.
      </PageHeading>
      {/* The job search reads its filters from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <ReferralsView username={session?.user.username ?? ''} />
      </Suspense>
    </div>
  );
}
