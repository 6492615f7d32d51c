import { HydrationBoundary } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import type { ReactNode } from 'react';
import { RETURN_TO_HEADER, signInUrl } from '@/components/auth/safe-callback-url';
import { AppShell } from '@/components/shell/app-shell';
import { decidesRequests } from '@/components/shell/nav-items';
import { describeZone } from '@/components/ui/org-zone';
import { OrgZoneProvider } from '@/components/ui/org-zone-context';
import { approvalsWaitingQueryOptions } from '@/lib/approvals/hooks';
import { authOptions } from '@/lib/auth/options';
import { unreadCountQueryOptions } from '@/lib/notifications/unread-count';
import { orgTimeZone } from '@/lib/time';
import { initialQueries } from '@/app/api/prefetch';
import { Providers } from '../providers';

export default async function AppLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  const incoming = await headers();
  // Signing in comes back to the page asked for (proxy.ts names it).
  if (!session) redirect(signInUrl(incoming.get(RETURN_TO_HEADER)));
  const { name, username, roles } = session.user;
  // The bell's count, and an approver's waiting count, are in the first paint, not requests after hydration.
  const counts = decidesRequests(roles) ? [unreadCountQueryOptions(username), approvalsWaitingQueryOptions(username)] : [unreadCountQueryOptions(username)];
  const state = await initialQueries(incoming, counts);
  return (
    <Providers>
      <OrgZoneProvider zone={describeZone(orgTimeZone())}>
        <HydrationBoundary state={state}>
          <AppShell user={{ name: name || username, username, roles }}>{children}</AppShell>
        </HydrationBoundary>
      </OrgZoneProvider>
    </Providers>
  );
}
