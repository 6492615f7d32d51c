'use client';

import { useSession } from 'next-auth/react';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useProfile } from '@/lib/profile/hooks';
import { ProfileDetails } from './profile-details';
import { ProfileSkeleton } from './profile-skeleton';

export function ProfileView() {
  const { data: session, status } = useSession();
  const username = session?.user.username ?? '';
  const profile = useProfile(username);

  if (status === 'unauthenticated') {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Your profile</h1>
        <Alert title="You are signed out">
          <a href="/signin?callbackUrl=%2Fprofile" className="font-medium underline">
            Sign in again
          </a>{' '}
          to see your profile.
        </Alert>
      </>
    );
  }

  if (profile.isError) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Your profile</h1>
        <RetryAlert title="Your profile could not be loaded" error={profile.error} retrying={profile.isFetching} onRetry={() => void profile.refetch()} />
      </>
    );
  }

  if (!profile.data) return <ProfileSkeleton />;
  return <ProfileDetails profile={profile.data} />;
}
