import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { getServerSession } from 'next-auth';
import { LeaveView } from '@/components/leave/leave-view';
import { getDb } from '@/db/client';
import { authOptions } from '@/lib/auth/options';
import { leaveApplyWindow } from '@/lib/leave/apply';
import { LEAVE_HISTORY_PAGE_SIZE } from '@/lib/leave/constants';
import { leaveBalanceQueryOptions, leaveHistoryQueryOptions } from '@/lib/leave/hooks';
import { initialQueries } from '@/app/api/prefetch';
import { findEmployeeSubject } from '@/lib/people/subject';
import { orgDate } from '@/lib/time';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Leave' };

export default async function LeavePage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  const username = session?.user.username ?? '';
  const today = orgDate();
  // The dates the API accepts for this person, so the date pickers offer only those.
  const joined = (await findEmployeeSubject(getDb(), username))?.dateOfJoining;
  const applyWindow = joined ? leaveApplyWindow(joined, today) : undefined;
  // This year's balance and the history's first unfiltered page, as a plain visit shows them (a link with
  // filters reads its page in the browser).
  const state = await initialQueries(await headers(), [
    leaveBalanceQueryOptions(username, Number(today.slice(0, 4))),
    leaveHistoryQueryOptions(username, { offset: 0, limit: LEAVE_HISTORY_PAGE_SIZE }),
  ]);
  return (
    <div className="space-y-6">
      <PageHeading title="Leave">
        See what is left of each kind of leave, apply for more, and follow each request. Weekends and your office’s holidays are never
        counted; your manager approves or rejects each request.
      </PageHeading>
      <HydrationBoundary state={state}>
        <LeaveView username={username} today={today} applyWindow={applyWindow} />
      </HydrationBoundary>
    </div>
  );
}
