import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { leaveBalanceOp } from '@/lib/client/operations/leave.gen';

export function leaveBalanceQueryOptions(username: string, year: number) {
  return { ...queryOptionsFor(leaveBalanceOp, { params: { username }, query: { year } }), enabled: username.length > 0 };
}

export function useLeaveBalance(username: string, year: number) {
  return useQuery(leaveBalanceQueryOptions(username, year));
}
