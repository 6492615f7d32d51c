import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { leaveHistoryOp } from '@/lib/client/operations/leave.gen';
import type { LeaveStatus } from '../constants';

export type LeaveHistoryParams = { offset: number; limit: number; status?: LeaveStatus; year?: number };

export function leaveHistoryQueryOptions(username: string, params: LeaveHistoryParams) {
  return { ...queryOptionsFor(leaveHistoryOp, { params: { username }, query: params }), enabled: username.length > 0, placeholderData: keepPreviousData };
}

export function useLeaveHistory(username: string, params: LeaveHistoryParams) {
  return useQuery(leaveHistoryQueryOptions(username, params));
}
