import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { candidateListOp } from '@/lib/client/operations/candidates.gen';
import type { ApplicationStage } from '@/lib/applications/stages';

export type CandidateListParams = { offset: number; limit: number; q?: string; jobCode?: string; status?: ApplicationStage };

/** Invalidate every candidate read (invalidateFeature) after creating a candidate, so lists and details refetch. */
export const CANDIDATES = 'candidates';

export function candidatesQueryOptions(params: CandidateListParams) {
  // Keeps the last page on screen while the next one loads, so paging does not flash a skeleton.
  return { ...queryOptionsFor(candidateListOp, { query: params }), placeholderData: keepPreviousData };
}

export function useCandidates(params: CandidateListParams) {
  return useQuery(candidatesQueryOptions(params));
}
