import type { Metadata } from 'next';
import { getServerSession } from 'next-auth';
import { Suspense } from 'react';
import { InboxView } from '@/components/notifications/inbox-view';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { authOptions } from '@/lib/auth/options';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Inbox' };

export default async function InboxPage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  return (
    <div className="space-y-6">
      <PageHeading title="Inbox">
        Messages from HR systems and news of your leave requests, attendance corrections and referrals, newest first. New ones stay marked
        Unread until you mark them read.
      </PageHeading>
      {/* The filter and page are read from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <InboxView username={session?.user.username ?? ''} />
      </Suspense>
    </div>
  );
}
