import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { leaveCalendarOp } from '@/lib/client/operations/leave.gen';

export function useLeaveCalendar(username: string, year: number) {
  return useQuery({
    ...queryOptionsFor(leaveCalendarOp, { params: { username }, query: { year } }),
    enabled: username.length > 0,
    // Holidays change a few times a year at most.
    staleTime: 60 * 60 * 1000,
  });
}
