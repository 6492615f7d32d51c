import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BoardView } from '@/components/referrals/board/referral-board';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Referral pipeline' };

export default function RecruiterReferralsPage() {
  return (
    <div className="space-y-6">
      <PageHeading title="Referral pipeline">
        Every employee referral by where it stands, newest first. Move a referral on from its card.
      </PageHeading>
      {/* The board reads its job filter from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <BoardView />
      </Suspense>
    </div>
  );
}
