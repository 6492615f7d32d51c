'use client';

import { Skeleton } from '@/components/ui/skeleton';
import { useLeaveBalance, type LeaveRequest } from '@/lib/leave/hooks';
import { formatDayCount } from './leave-format';

/**
 * The applicant's days left of the requested type, so the manager decides knowingly. The balance already
 * holds back pending requests, this one included: what it shows is what remains if every one is approved.
 * Rows of the same person and year share one request through the query cache.
 */
export function ApprovalBalance({ request }: { request: Pick<LeaveRequest, 'username' | 'leaveType' | 'startDate'> }) {
  const year = Number(request.startDate.slice(0, 4));
  const balance = useLeaveBalance(request.username, year);
  if (balance.isPending) {
    return (
      <>
        <Skeleton className="h-4 w-20" />
        <span className="sr-only">Loading balance…</span>
      </>
    );
  }
  const item = balance.data?.items.find((i) => i.leaveType === request.leaveType);
  if (!item) return <span className="text-gray-700">Not known</span>;
  if (item.available === null) return <span className="text-gray-700">No balance kept</span>;
  return (
    <span>
      <span className={item.available < 0 ? 'font-semibold text-red-800' : 'font-semibold text-gray-900'}>{formatDayCount(item.available)} left</span>
      <span className="block text-xs text-gray-700">
        of {item.allocated ?? 0} in {year}; {formatDayCount(item.pending)} pending, this included
      </span>
    </span>
  );
}
