import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callOperation, queryKeyFor, queryOptionsFor, type OutputOf } from '@/lib/client/api';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { candidateGetOp, candidateListOp, candidateNoteOp, candidateStatusOp } from '@/lib/client/operations/candidates.gen';
import { jobApplicationsOp } from '@/lib/client/operations/jobs.gen';
import { referralListOp } from '@/lib/client/operations/referrals.gen';
import type { ApplicationStage } from '@/lib/applications/stages';
import type { CandidateRecord } from '../schemas';

// One candidate's read and writes: the record page's hooks, apart from the list's.

type CandidatePage = OutputOf<typeof candidateListOp>;

/** One application of the candidate, named by its job, moved to `status`. */
export type CandidateStatusChange = { candidateId: string; jobCode: string; status: ApplicationStage; note?: string };

export type CandidateNoteInput = { candidateId: string; jobCode: string; body: string; idempotencyKey: string };

// Ids are case-insensitive, so /recruiter/candidates/cand-000001 and CAND-000001 share one cache entry.
const candidateInput = (candidateId: string) => ({ params: { candidateId: candidateId.toUpperCase() } });

/** Every page of the candidate list, whatever its filters. */
const CANDIDATE_LISTS = { queryKey: [candidateListOp.feature, candidateListOp.id] };

export function candidateQueryOptions(candidateId: string) {
  return { ...queryOptionsFor(candidateGetOp, candidateInput(candidateId)), enabled: candidateId.length > 0 };
}

export function useCandidate(candidateId: string) {
  return useQuery(candidateQueryOptions(candidateId));
}

/** Shows the saved candidate at once; lists are refetched, as a stage filter may no longer match it. */
async function remember(queryClient: QueryClient, candidate: CandidateRecord): Promise<void> {
  queryClient.setQueryData(queryKeyFor(candidateGetOp, candidateInput(candidate.candidateId)), candidate);
  queryClient.setQueriesData<CandidatePage>(CANDIDATE_LISTS, (page) =>
    page
      ? { ...page, items: page.items.map((item) => (item.candidateId === candidate.candidateId ? { ...item, status: candidate.status } : item)) }
      : page,
  );
  await queryClient.invalidateQueries(CANDIDATE_LISTS);
}

/** A conflict_state means someone else moved the application meanwhile: fetch where it stands now. */
async function refreshOnConflict(queryClient: QueryClient, error: unknown, candidateId: string): Promise<void> {
  if (!(error instanceof ApiRequestError) || error.code !== 'conflict_state') return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyFor(candidateGetOp, candidateInput(candidateId)) }),
    queryClient.invalidateQueries(CANDIDATE_LISTS),
  ]);
}

export function useChangeCandidateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, ...body }: CandidateStatusChange) => callOperation(candidateStatusOp, { params: { candidateId }, body }),
    onSuccess: async (candidate) => {
      // The same application is a row of its job's applicants and, when referred, a referral in every referral read.
      await Promise.all([
        remember(queryClient, candidate),
        queryClient.invalidateQueries({ queryKey: [jobApplicationsOp.feature, jobApplicationsOp.id] }),
        queryClient.invalidateQueries({ queryKey: [referralListOp.feature] }),
      ]);
    },
    onError: (error, { candidateId }) => refreshOnConflict(queryClient, error, candidateId),
  });
}

/** Adds a note to one application; `idempotencyKey` is one per written note, so a double submit adds it once. */
export function useAddCandidateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, idempotencyKey, ...body }: CandidateNoteInput) => callOperation(candidateNoteOp, { params: { candidateId }, body }, { idempotencyKey }),
    onSuccess: (candidate) => queryClient.setQueryData(queryKeyFor(candidateGetOp, candidateInput(candidate.candidateId)), candidate),
  });
}
