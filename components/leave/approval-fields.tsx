import type { ReactNode } from 'react';
import { LEAVE_TYPE_NAMES } from '@/lib/leave/constants';
import type { LeaveRequest } from '@/lib/leave/hooks';
import { ApprovalBalance } from './approval-balance';
import { formatInstant } from '@/components/ui/format-instant';
import { formatDayCount, formatLeaveDates, LEAVE_DURATION_LABELS } from './leave-format';

type ApprovalField = { key: string; label: string; render: (request: LeaveRequest) => ReactNode };

function Reason({ request }: { request: LeaveRequest }) {
  if (!request.leaveReason && !request.comments) return <span className="text-gray-700">None given</span>;
  return (
    <span className="break-words">
      {request.leaveReason}
      {request.comments ? <span className="block text-gray-700">“{request.comments}”</span> : null}
    </span>
  );
}

/**
 * What a manager weighs for each request, in one list that both the table's columns and the cards'
 * term lists are drawn from, so the two layouts cannot drift apart.
 */
export const APPROVAL_FIELDS: readonly ApprovalField[] = [
  { key: 'type', label: 'Leave', render: (r) => LEAVE_TYPE_NAMES[r.leaveType] },
  {
    key: 'dates',
    label: 'Dates',
    render: (r) => (
      <>
        {formatLeaveDates(r.startDate, r.endDate)}
        <span className="block text-gray-700">{LEAVE_DURATION_LABELS[r.leaveDuration]}</span>
      </>
    ),
  },
  { key: 'days', label: 'Working days', render: (r) => formatDayCount(r.days) },
  { key: 'balance', label: 'Available', render: (r) => <ApprovalBalance request={r} /> },
  { key: 'reason', label: 'Reason', render: (r) => <Reason request={r} /> },
  { key: 'applied', label: 'Applied', render: (r) => <time dateTime={r.appliedAt}>{formatInstant(r.appliedAt)}</time> },
];

/** The applicant: the row's header in both layouts. */
export function ApprovalPerson({ request }: { request: LeaveRequest }) {
  return (
    <>
      <span className="block font-semibold break-words text-gray-900">{request.employeeName}</span>
      <span className="block text-xs text-gray-700">{request.username}</span>
    </>
  );
}
