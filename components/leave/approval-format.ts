// How a pending leave request reads on the approvals page: the dates as the employee's own leave page
// writes them. Requests are fetched in the browser, so the instant of applying is shown in the viewer's
// zone without server and client disagreeing.
import type { LeaveRequest } from '@/lib/leave/hooks';
import { formatInstant } from '@/components/recruiter/candidates/format';
import { formatLeaveDates } from './leave-format';

/** Who and when: tells rows apart for screen readers and in the results ("Arjun Sharma, Mon, 13 Sept 2027"). */
export function requestLabel(request: Pick<LeaveRequest, 'employeeName' | 'startDate' | 'endDate'>): string {
  return `${request.employeeName}, ${formatLeaveDates(request.startDate, request.endDate)}`;
}

export const formatApplied = formatInstant;
