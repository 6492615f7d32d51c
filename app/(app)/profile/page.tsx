import type { Metadata } from 'next';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { getServerSession } from 'next-auth';
import { ProfileView } from '@/components/profile/profile-view';
import { maskPan } from '@/components/ui/format';
import { authOptions } from '@/lib/auth/options';
import { profileQueryOptions, type EmployeeDetail } from '@/lib/profile/hooks';
import { initialQueries } from '@/app/api/prefetch';

export const metadata: Metadata = { title: 'Profile' };

/** The profile's PAN masked: the page's HTML never holds the full number; Show PAN reads it when asked. */
function withPanMasked(state: DehydratedState): DehydratedState {
  const queries = state.queries.map((query) => {
    const data = query.state.data as EmployeeDetail | undefined;
    if (!data?.panNumber) return query;
    return { ...query, state: { ...query.state, data: { ...data, panNumber: maskPan(data.panNumber) } } };
  });
  return { ...state, queries };
}

export default async function ProfilePage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  const username = session?.user.username ?? '';
  // The profile is in the first paint, not a request after hydration.
  const state = withPanMasked(await initialQueries(await headers(), [profileQueryOptions(username)]));
  return (
    <HydrationBoundary state={state}>
      <ProfileView username={username} />
    </HydrationBoundary>
  );
}
