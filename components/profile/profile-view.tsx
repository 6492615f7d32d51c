'use client';

import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { useProfile } from '@/lib/profile/hooks';
import { ProfileDetails } from './profile-details';
import { ProfileSkeleton } from './profile-skeleton';

/** `username`: the signed-in person's, as the server read it from the session. */
export function ProfileView({ username }: { username: string }) {
  const profile = useProfile(username);

  // The session ended after the page loaded (the layout lets no one in without one).
  if (profile.error instanceof ApiRequestError && profile.error.status === 401) {
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
