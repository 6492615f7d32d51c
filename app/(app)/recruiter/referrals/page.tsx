import type { Metadata } from 'next';
import { getServerSession } from 'next-auth';
import { Suspense } from 'react';
import { BoardView } from '@/components/referrals/board/referral-board';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { PageHeading } from '@/components/ui/page-heading';
import { authOptions } from '@/lib/auth/options';

export const metadata: Metadata = { title: 'Referral pipeline' };

export default async function RecruiterReferralsPage() {
  // The layouts have already sent anyone without a session to sign in, and told non-recruiters why not.
  const session = await getServerSession(authOptions);
  const username = session?.user.username ?? '';
  return (
    <div className="space-y-6">
      <PageHeading title="Referral pipeline">
        Every employee referral by where it stands, newest first. Move a referral on by dragging its card or with its buttons.
      </PageHeading>
      {/* The board reads its filters from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <BoardView me={{ username, name: session?.user.name || username }} />
      </Suspense>
    </div>
  );
}
