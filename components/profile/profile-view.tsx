'use client';

import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { LoadingView, Skeleton, skeletonBars } from '@/components/ui/skeleton';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { useProfile } from '@/lib/profile/hooks';
import { ProfileDetails } from './profile-details';

function ProfileSkeleton() {
  return (
    <LoadingView status="Loading your profile…" heading="Your profile">
      <div className="flex items-center gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex-1 space-y-2">{skeletonBars(['h-7 w-48 max-w-full', 'h-4 w-36 max-w-full', 'h-4 w-28 max-w-full'])}</div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
        <Skeleton className="h-48 w-full" />
      </div>
    </LoadingView>
  );
}

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
