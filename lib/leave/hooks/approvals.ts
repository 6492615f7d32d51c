import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { leaveApprovalsOp, teamLeaveOp } from '@/lib/client/operations/leave.gen';
import type { TeamLeaveDay } from '../schemas';
import type { DateRange } from '../team-days';

// The approver's reads: the queue and the team's calendar, which only the approvals page shows.

export function useLeaveApprovals(offset: number, limit: number) {
  return useQuery({ ...queryOptionsFor(leaveApprovalsOp, { query: { offset, limit } }), placeholderData: keepPreviousData });
}

function teamLeaveQueryOptions(username: string, range: DateRange) {
  return { ...queryOptionsFor(teamLeaveOp, { params: { username }, query: range }), enabled: username.length > 0 };
}

/** A manager's team off in one range (a month of the team's calendar); the last range stays on screen while the next loads. */
export function useTeamLeave(username: string, range: DateRange) {
  return useQuery({ ...teamLeaveQueryOptions(username, range), placeholderData: keepPreviousData });
}

/** One read of a team: the manager's username and the dates. */
export type TeamLeaveRead = { manager: string; range: DateRange };

/** What several reads of teams answer together: each read's days (in the reads' order, undefined until loaded), and how they are doing. */
export type TeamLeaveAnswers = { answers: (TeamLeaveDay[] | undefined)[]; isPending: boolean; isFetching: boolean; error: Error | null; refetch: () => void };

/** Several teams' leave, or one team's over several ranges (those covering the requests on screen), one read each. */
export function useTeamLeaveReads(reads: readonly TeamLeaveRead[]): TeamLeaveAnswers {
  return useQueries({
    queries: reads.map(({ manager, range }) => teamLeaveQueryOptions(manager, range)),
    combine: (results) => ({
      answers: results.map((r) => r.data?.items),
      isPending: results.some((r) => r.isPending),
      isFetching: results.some((r) => r.isFetching),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => results.forEach((r) => void r.refetch()),
    }),
  });
}
