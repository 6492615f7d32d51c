import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { directoryFiltersOp, directoryListOp } from '@/lib/client/operations/directory.gen';
import type { DirectoryEntry, DirectoryFilters } from '@/lib/directory/schemas';

export type { DirectoryEntry, DirectoryFilters };

export type DirectoryParams = {
  offset: number;
  limit: number;
  q?: string;
  orgUnitCode?: string;
  location?: string;
};

export function directoryQueryOptions(params: DirectoryParams) {
  return {
    ...queryOptionsFor(directoryListOp, { query: params }),
    // Keeps the last page on screen while the next one loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
  };
}

export function useDirectory(params: DirectoryParams) {
  return useQuery(directoryQueryOptions(params));
}

export function directoryFiltersQueryOptions() {
  return { ...queryOptionsFor(directoryFiltersOp, {}), staleTime: 5 * 60_000 };
}

export function useDirectoryFilters() {
  return useQuery(directoryFiltersQueryOptions());
}
