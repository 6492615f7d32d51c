import type { Metadata } from 'next';
import { getServerSession } from 'next-auth';
import { Suspense } from 'react';
import { LeaveApprovalQueue } from '@/components/leave/approvals/leave-queue';
import { TeamLeaveMonth } from '@/components/leave/approvals/team/team-month';
import { authOptions } from '@/lib/auth/options';
import { orgDate } from '@/lib/time';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { RegularisationQueue } from '@/components/leave/approvals/regularisation-queue';
import { FlaggedPunchQueue } from '@/components/leave/approvals/flagged-punch-queue';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Approvals' };

export default async function ApprovalsPage() {
  // The layout has already let in only managers and hr_admin; the month view shows their own team.
  const username = (await getServerSession(authOptions))?.user.username ?? '';
  return (
    <div className="space-y-6">
      <PageHeading title="Approvals">
        Leave requests and attendance regularisations waiting for your decision, oldest first. Each leave request shows what the person
        has left of that leave; decide one at a time, or select several and approve or reject them together. Each regularisation shows
        the in and out times asked for beside what was punched that day; approving it puts those times on the person’s attendance. Each
        flagged punch was recorded outside the office’s fence: accept it, or reject it to take it out of the person’s day.
      </PageHeading>
      {/* The page number lives in the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <LeaveApprovalQueue />
      </Suspense>
      <TeamLeaveMonth username={username} today={orgDate()} />
      {/* Outside the boundary: it reads nothing from the URL, so it need not wait for it. */}
      <RegularisationQueue />
      <FlaggedPunchQueue />
    </div>
  );
}
