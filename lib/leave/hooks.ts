import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-get';
import { ApiRequestError, fetchJson } from '@/lib/http/fetch-json';
import { withQuery } from '@/lib/http/with-query';
import type { LeaveAction, LeaveDuration, LeaveStatus, LeaveType } from './constants';
import type { ApplyLeaveInput, ApplyLeaveResult, LeaveActionInput, LeaveActionRecord, LeaveBalance, LeaveBalanceItem, LeaveCalendar, LeaveRequest } from './schemas';

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
};

export type LeaveRequestPage = { items: LeaveRequest[]; offset: number; limit: number; total: number };
export type LeaveHistoryParams = { offset: number; limit: number; status?: LeaveStatus; year?: number };

/** Invalidate `leaveKeys.all` after applying or acting: balances, history and approvals all move together. */
export const leaveKeys = {
  all: ['leave'] as const,
  balance: (username: string, year: number) => ['leave', 'balance', username.toLowerCase(), year] as const,
  history: (username: string, params: LeaveHistoryParams) => ['leave', 'history', username.toLowerCase(), params] as const,
  calendar: (username: string, year: number) => ['leave', 'calendar', username.toLowerCase(), year] as const,
  approvals: (offset: number, limit: number) => ['leave', 'approvals', offset, limit] as const,
};

const user = (kind: string, username: string) => `/api/leave/v1/${kind}/user/${encodeURIComponent(username)}`;

export function leaveBalanceQueryOptions(username: string, year: number) {
  return queryOptions({
    queryKey: leaveKeys.balance(username, year),
    ...apiGet<LeaveBalance>(withQuery(user('detail', username), { year })),
    enabled: username.length > 0,
  });
}

export function useLeaveBalance(username: string, year: number) {
  return useQuery(leaveBalanceQueryOptions(username, year));
}

export function leaveHistoryQueryOptions(username: string, params: LeaveHistoryParams) {
  return queryOptions({
    queryKey: leaveKeys.history(username, params),
    ...apiGet<LeaveRequestPage>(withQuery(user('history', username), params)),
    enabled: username.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useLeaveHistory(username: string, params: LeaveHistoryParams) {
  return useQuery(leaveHistoryQueryOptions(username, params));
}

export function leaveCalendarQueryOptions(username: string, year: number) {
  return queryOptions({
    queryKey: leaveKeys.calendar(username, year),
    queryFn: ({ signal }) => fetchJson<LeaveCalendar>(withQuery(user('calendar', username), { year }), { signal }),
    enabled: username.length > 0,
    // Holidays change a few times a year at most.
    staleTime: 60 * 60 * 1000,
  });
}

export function useLeaveCalendar(username: string, year: number) {
  return useQuery(leaveCalendarQueryOptions(username, year));
}

export function leaveApprovalsQueryOptions(offset: number, limit: number) {
  return queryOptions({
    queryKey: leaveKeys.approvals(offset, limit),
    queryFn: ({ signal }) => fetchJson<LeaveRequestPage>(withQuery('/api/leave/v1/approvals', { offset, limit }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLeaveApprovals(offset: number, limit: number) {
  return useQuery(leaveApprovalsQueryOptions(offset, limit));
}

/**
 * Applies for leave. `idempotencyKey` (one per filled-in form) makes a double submit or a resend after a
 * lost answer write once.
 */
export function useApplyLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ApplyLeaveInput; idempotencyKey: string }) =>
      fetchJson<ApplyLeaveResult>('/api/leave/v1/apply', { method: 'POST', body: JSON.stringify(body), headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

/** Approves, rejects or cancels one request; a conflict_state (someone acted first) refetches just the same. */
export function useLeaveAction() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: leaveKeys.all });
  return useMutation({
    mutationFn: (body: LeaveActionInput) => fetchJson<LeaveRequest>('/api/leave/v1/request/action', { method: 'POST', body: JSON.stringify(body) }),
    onSuccess: refresh,
    onError: (error) => (error instanceof ApiRequestError && error.code === 'conflict_state' ? refresh() : undefined),
  });
}
