import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { getServerSession } from 'next-auth';
import { ProfileView } from '@/components/profile/profile-view';
import { authOptions } from '@/lib/auth/options';
import { profileQueryOptions } from '@/lib/profile/hooks';
import { initialQueries } from '@/app/api/prefetch';

export const metadata: Metadata = { title: 'Profile' };

export default async function ProfilePage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  const username = session?.user.username ?? '';
  // The profile is in the first paint, not a request after hydration.
  const state = await initialQueries(await headers(), [profileQueryOptions(username)]);
  return (
    <HydrationBoundary state={state}>
      <ProfileView username={username} />
    </HydrationBoundary>
  );
}
