import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshApprovalsWaiting } from '@/lib/approvals/hooks';
import { invalidateFeature, mutationFor, queryOptionsFor } from '@/lib/client/api';
import { ApiRequestError } from '@/lib/client/fetch-json';
import { applyLeaveOp, leaveActionOp, leaveApprovalsOp, leaveBalanceOp, leaveCalendarOp, leaveHistoryOp, teamLeaveOp } from '@/lib/client/operations/leave.gen';
import type { LeaveAction, LeaveDuration, LeaveStatus, LeaveType } from './constants';
import type {
  ApplyLeaveInput,
  ApplyLeaveResult,
  LeaveActionInput,
  LeaveActionRecord,
  LeaveBalance,
  LeaveBalanceItem,
  LeaveCalendar,
  LeaveRequest,
  TeamLeaveDay,
} from './schemas';
import type { DateRange } from './team-days';

export type {
  ApplyLeaveInput,
  ApplyLeaveResult,
  LeaveAction,
  LeaveActionInput,
  LeaveActionRecord,
  LeaveBalance,
  LeaveBalanceItem,
  LeaveCalendar,
  LeaveDuration,
  LeaveRequest,
  LeaveStatus,
  LeaveType,
  TeamLeaveDay,
};

export type LeaveHistoryParams = { offset: number; limit: number; status?: LeaveStatus; year?: number };

export const LEAVE = 'leave';

export function leaveBalanceQueryOptions(username: string, year: number) {
  return { ...queryOptionsFor(leaveBalanceOp, { params: { username }, query: { year } }), enabled: username.length > 0 };
}

export function useLeaveBalance(username: string, year: number) {
  return useQuery(leaveBalanceQueryOptions(username, year));
}

export function leaveHistoryQueryOptions(username: string, params: LeaveHistoryParams) {
  return { ...queryOptionsFor(leaveHistoryOp, { params: { username }, query: params }), enabled: username.length > 0, placeholderData: keepPreviousData };
}

export function useLeaveHistory(username: string, params: LeaveHistoryParams) {
  return useQuery(leaveHistoryQueryOptions(username, params));
}

export function useLeaveCalendar(username: string, year: number) {
  return useQuery({
    ...queryOptionsFor(leaveCalendarOp, { params: { username }, query: { year } }),
    enabled: username.length > 0,
    // Holidays change a few times a year at most.
    staleTime: 60 * 60 * 1000,
  });
}

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

/**
 * Applies for leave. `idempotencyKey` (one per filled-in form) makes a double submit or a resend after a
 * lost answer write once. Balances, history and approvals all move together, so every leave read is refreshed.
 */
export function useApplyLeave() {
  const queryClient = useQueryClient();
  return useMutation({ ...mutationFor(applyLeaveOp), onSuccess: () => invalidateFeature(queryClient, LEAVE) });
}

/** Approves, rejects or cancels one request; a conflict_state (someone acted first) refetches just the same. */
export function useLeaveAction() {
  const queryClient = useQueryClient();
  // A decision also changes what waits for the approver, counted in the navigation.
  const refresh = () => Promise.all([invalidateFeature(queryClient, LEAVE), refreshApprovalsWaiting(queryClient)]);
  return useMutation({
    ...mutationFor(leaveActionOp),
    onSuccess: refresh,
    onError: (error) => (error instanceof ApiRequestError && error.code === 'conflict_state' ? refresh() : undefined),
  });
}
