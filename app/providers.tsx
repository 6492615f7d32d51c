'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { useState, type ReactNode } from 'react';
import { ApiRequestError } from '@/lib/http/fetch-json';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on a retry; network errors and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/** `session` is the one the server layout already read, so the browser does not fetch it again on load. */
export function Providers({ session, children }: { session: Session; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </SessionProvider>
  );
}
