import type { Metadata } from 'next';
import { Suspense } from 'react';
import { BoardView } from '@/components/referrals/board/referral-board';
import { RecordListSkeleton } from '@/components/ui/skeleton';

export const metadata: Metadata = { title: 'Referral pipeline' };

export default function RecruiterReferralsPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Referral pipeline</h1>
        <p className="mt-1 text-gray-700">Every employee referral by where it stands, newest first. Move a referral on from its card.</p>
      </div>
      {/* The board reads its job filter from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <BoardView />
      </Suspense>
    </div>
  );
}
