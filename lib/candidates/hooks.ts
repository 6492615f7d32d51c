import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError, fetchJson } from '@/lib/client/fetch-json';
import type { CandidateSource, CandidateStatus } from './constants';
import type { CandidateRecord, CandidateSummary } from './schemas';

export type { CandidateRecord, CandidateSource, CandidateStatus, CandidateSummary };

export type CandidatePage = { items: CandidateSummary[]; offset: number; limit: number; total: number };

export type CandidateListParams = { offset: number; limit: number; q?: string; jobCode?: string; status?: CandidateStatus };

export type CandidateStatusChange = { candidateId: string; status: CandidateStatus; note?: string };

/** Invalidate `candidateKeys.all` after creating a candidate, so lists and details refetch. */
export const candidateKeys = {
  all: ['candidates'] as const,
  lists: () => ['candidates', 'list'] as const,
  list: (params: CandidateListParams) => ['candidates', 'list', params] as const,
  // Ids are case-insensitive, so /recruiter/candidates/cand-000001 and CAND-000001 share one cache entry.
  detail: (candidateId: string) => ['candidates', 'detail', candidateId.toUpperCase()] as const,
};

const BASE = '/api/v1/candidate';

export function candidatePath(candidateId: string): string {
  return `${BASE}/${encodeURIComponent(candidateId)}`;
}

function listPath(params: CandidateListParams): string {
  const search = new URLSearchParams({ offset: String(params.offset), limit: String(params.limit) });
  if (params.q) search.set('q', params.q);
  if (params.jobCode) search.set('jobCode', params.jobCode);
  if (params.status) search.set('status', params.status);
  return `${BASE}?${search.toString()}`;
}

export function candidatesQueryOptions(params: CandidateListParams) {
  return queryOptions({
    queryKey: candidateKeys.list(params),
    queryFn: ({ signal }) => fetchJson<CandidatePage>(listPath(params), { signal }),
    // Keeps the last page on screen while the next one loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useCandidates(params: CandidateListParams) {
  return useQuery(candidatesQueryOptions(params));
}

export function candidateQueryOptions(candidateId: string) {
  return queryOptions({
    queryKey: candidateKeys.detail(candidateId),
    queryFn: ({ signal }) => fetchJson<CandidateRecord>(candidatePath(candidateId), { signal }),
    enabled: candidateId.length > 0,
  });
}

export function useCandidate(candidateId: string) {
  return useQuery(candidateQueryOptions(candidateId));
}

/** Shows the saved candidate at once; lists are refetched, as a status filter may no longer match it. */
async function remember(queryClient: QueryClient, candidate: CandidateRecord): Promise<void> {
  queryClient.setQueryData(candidateKeys.detail(candidate.candidateId), candidate);
  queryClient.setQueriesData<CandidatePage>({ queryKey: candidateKeys.lists() }, (page) =>
    page
      ? { ...page, items: page.items.map((item) => (item.candidateId === candidate.candidateId ? { ...item, status: candidate.status } : item)) }
      : page,
  );
  await queryClient.invalidateQueries({ queryKey: candidateKeys.lists() });
}

/** A conflict_state means someone else moved the candidate meanwhile: fetch where it stands now. */
async function refreshOnConflict(queryClient: QueryClient, error: unknown, candidateId: string): Promise<void> {
  if (!(error instanceof ApiRequestError) || error.code !== 'conflict_state') return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: candidateKeys.detail(candidateId) }),
    queryClient.invalidateQueries({ queryKey: candidateKeys.lists() }),
  ]);
}

export function useChangeCandidateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, ...change }: CandidateStatusChange) =>
      fetchJson<CandidateRecord>(`${candidatePath(candidateId)}/status`, { method: 'POST', body: JSON.stringify(change) }),
    onSuccess: (candidate) => remember(queryClient, candidate),
    onError: (error, { candidateId }) => refreshOnConflict(queryClient, error, candidateId),
  });
}
