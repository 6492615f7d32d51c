import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { punchDetailOp } from '@/lib/client/operations/attendance.gen';

export function punchDetailQueryOptions(username: string, date: string) {
  return { ...queryOptionsFor(punchDetailOp, { params: { username }, query: { date } }), enabled: username.length > 0 };
}

export function usePunchDetail(username: string, date: string) {
  return useQuery(punchDetailQueryOptions(username, date));
}
