'use client';

import type { ReactNode } from 'react';
import { OrgTime } from '@/components/ui/org-time';
import { Skeleton } from '@/components/ui/skeleton';
import { LEAVE_TYPE_NAMES } from '@/lib/leave/constants';
import { useLeaveBalance, type LeaveRequest } from '@/lib/leave/hooks';
import { formatDayCount, formatLeaveDates, LEAVE_DURATION_LABELS } from '../leave-format';
import { AlsoOff } from './team/also-off';

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
  { key: 'team', label: 'Also off', render: (r) => <AlsoOff request={r} /> },
  { key: 'reason', label: 'Reason', render: (r) => <Reason request={r} /> },
  { key: 'applied', label: 'Applied', render: (r) => <OrgTime iso={r.appliedAt} /> },
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

/**
 * Who and when, the dates as the employee's own leave page writes them: tells rows apart for screen
 * readers and in the results ("Arjun Sharma, Mon, 13 Sept, 2027").
 */
export function requestLabel(request: Pick<LeaveRequest, 'employeeName' | 'startDate' | 'endDate'>): string {
  return `${request.employeeName}, ${formatLeaveDates(request.startDate, request.endDate)}`;
}

/**
 * The applicant's days left of the requested type, so the manager decides knowingly. The balance already
 * holds back pending requests, this one included: what it shows is what remains if every one is approved.
 * Rows of the same person and year share one request through the query cache.
 */
function ApprovalBalance({ request }: { request: Pick<LeaveRequest, 'username' | 'leaveType' | 'startDate'> }) {
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
