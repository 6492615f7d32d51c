import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { getServerSession } from 'next-auth';
import { HomeView } from '@/components/home/home-view';
import { homeQueries } from '@/components/home/queries';
import { PageHeading } from '@/components/ui/page-heading';
import { getDb } from '@/db/client';
import { authOptions } from '@/lib/auth/options';
import { latestPayslipMonth } from '@/lib/payroll/reads';
import { initialQueries } from '@/app/api/prefetch';
import { orgTimeZone, wallClock } from '@/lib/time';

export const metadata: Metadata = { title: 'Home' };

export default async function HomePage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  const username = session?.user.username ?? '';
  const roles: readonly string[] = session?.user.roles ?? [];
  const now = new Date();
  const { date: today, time } = wallClock(now);
  const facts = { username, today, approver: roles.includes('manager') || roles.includes('hr_admin'), payslipMonth: await latestPayslipMonth(getDb(), username) };
  // Every card's read is in the first paint, made at once on the server, not requests after hydration.
  const state = await initialQueries(await headers(), homeQueries(facts));
  const firstName = session?.user.name?.split(' ')[0] || username;
  return (
    <div className="space-y-6">
      <PageHeading title={`Hello, ${firstName}`}>Your day at a glance: attendance, what waits for you, leave, holidays, pay and messages.</PageHeading>
      <HydrationBoundary state={state}>
        <HomeView {...facts} timeZone={orgTimeZone()} rendered={{ time, at: now.getTime() }} />
      </HydrationBoundary>
    </div>
  );
}
