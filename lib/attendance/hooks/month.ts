import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/lib/client/api';
import { attendanceListOp } from '@/lib/client/operations/attendance.gen';

/** A whole month fits one page (at most 31 days). */
const MONTH_PAGE = 31;

export function attendanceMonthQueryOptions(username: string, month: string) {
  return { ...queryOptionsFor(attendanceListOp, { params: { username }, query: { month, limit: MONTH_PAGE } }), enabled: username.length > 0, placeholderData: keepPreviousData };
}

export function useAttendanceMonth(username: string, month: string) {
  return useQuery(attendanceMonthQueryOptions(username, month));
}
