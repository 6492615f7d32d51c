import { Badge } from '@/components/ui/badge';
import { LEAVE_STATUS_LABELS, type LeaveStatus } from '@/lib/leave/constants';

const STATUS_STYLES: Record<LeaveStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-500',
  approved: 'bg-green-50 text-green-900 ring-green-600',
  rejected: 'bg-red-50 text-red-900 ring-red-400',
  cancelled: 'bg-gray-100 text-gray-900 ring-gray-400',
};

/** A leave request's status in words; the colour only repeats it. */
export function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return <Badge tone={STATUS_STYLES[status]}>{LEAVE_STATUS_LABELS[status]}</Badge>;
}
