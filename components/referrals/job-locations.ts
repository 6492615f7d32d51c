'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/client/fetch-json';
import type { JobLocationCount } from '@/lib/jobs/schemas';

/** Every location jobs are offered in (GET /api/careerportal/joblocations lists them all, sorted by name). */
export function jobLocationsQueryOptions() {
  return queryOptions({
    queryKey: ['jobs', 'locations'] as const,
    queryFn: ({ signal }) => fetchJson<{ items: JobLocationCount[] }>('/api/careerportal/joblocations', { signal }),
    // Locations change only when an administrator adds one.
    staleTime: 10 * 60_000,
  });
}

export function useJobLocations() {
  return useQuery(jobLocationsQueryOptions());
}
