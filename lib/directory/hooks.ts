import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/client/fetch-json';
import type { DirectoryEntry, DirectoryFilters } from '@/lib/directory/schemas';

export type { DirectoryEntry, DirectoryFilters };

export type DirectoryPage = { items: DirectoryEntry[]; offset: number; limit: number; total: number };

export type DirectoryParams = {
  offset: number;
  limit: number;
  q?: string;
  orgUnitCode?: string;
  location?: string;
};

export const directoryKeys = {
  all: ['directory'] as const,
  list: (params: DirectoryParams) => ['directory', 'list', params] as const,
  filters: () => ['directory', 'filters'] as const,
};

function listPath(params: DirectoryParams): string {
  const search = new URLSearchParams({ offset: String(params.offset), limit: String(params.limit) });
  if (params.q) search.set('q', params.q);
  if (params.orgUnitCode) search.set('orgUnitCode', params.orgUnitCode);
  if (params.location) search.set('location', params.location);
  return `/api/directory/v1/list?${search.toString()}`;
}

export function directoryQueryOptions(params: DirectoryParams) {
  return queryOptions({
    queryKey: directoryKeys.list(params),
    queryFn: ({ signal }) => fetchJson<DirectoryPage>(listPath(params), { signal }),
    // Keeps the last page on screen while the next one loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useDirectory(params: DirectoryParams) {
  return useQuery(directoryQueryOptions(params));
}

export function directoryFiltersQueryOptions() {
  return queryOptions({
    queryKey: directoryKeys.filters(),
    queryFn: ({ signal }) => fetchJson<DirectoryFilters>('/api/directory/v1/filters', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDirectoryFilters() {
  return useQuery(directoryFiltersQueryOptions());
}
