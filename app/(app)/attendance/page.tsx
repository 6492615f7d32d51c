import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { getServerSession } from 'next-auth';
import { AttendanceView } from '@/components/attendance/attendance-view';
import { attendanceMonthQueryOptions, punchDetailQueryOptions } from '@/lib/attendance/hooks';
import { regulariseMaxDays } from '@/lib/attendance/regularise';
import { authOptions } from '@/lib/auth/options';
import { initialQueries } from '@/app/api/prefetch';
import { orgDate, orgTimeZone } from '@/lib/time';
import { PageHeading } from '@/components/ui/page-heading';

export const metadata: Metadata = { title: 'Attendance' };

export default async function AttendancePage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  const username = session?.user.username ?? '';
  const today = orgDate();
  // Today's punches and this month's days are in the first paint, not requests after hydration.
  const state = await initialQueries(await headers(), [
    punchDetailQueryOptions(username, today),
    attendanceMonthQueryOptions(username, today.slice(0, 7)),
  ]);
  return (
    <div className="space-y-6">
      <PageHeading title="Attendance">
        Punch in when you arrive and out when you leave; your position is checked against your office’s fence. Below, each day of the
        month with its hours, and a way to correct a day you missed.
      </PageHeading>
      <HydrationBoundary state={state}>
        <AttendanceView username={username} today={today} timeZone={orgTimeZone()} regulariseMaxDays={regulariseMaxDays()} />
      </HydrationBoundary>
    </div>
  );
}
