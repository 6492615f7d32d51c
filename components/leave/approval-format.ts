// How a pending leave request reads on the approvals page: the dates as the employee's own leave page
// writes them.
import type { LeaveRequest } from '@/lib/leave/hooks';
import { formatLeaveDates } from './leave-format';

/** Who and when: tells rows apart for screen readers and in the results ("Arjun Sharma, Mon, 13 Sept, 2027"). */
export function requestLabel(request: Pick<LeaveRequest, 'employeeName' | 'startDate' | 'endDate'>): string {
  return `${request.employeeName}, ${formatLeaveDates(request.startDate, request.endDate)}`;
}
