'use client';

import { useEffect, useRef, useState } from 'react';
import { LocalTime } from '@/components/ui/local-time';
import { LEAVE_TYPE_NAMES } from '@/lib/leave/constants';
import type { LeaveRequest } from '@/lib/leave/hooks';
import { canTakeLeaveAction } from '@/lib/leave/transitions';
import { CancelLeaveRequest } from './cancel-leave-request';
import { formatDayCount, formatLeaveDates, LEAVE_DURATION_LABELS } from './leave-format';
import { LeaveRequestLog } from './leave-request-log';
import { LeaveStatusBadge } from './leave-status-badge';

type LeaveRequestCardProps = { request: LeaveRequest; username: string; today: string };

/** One request: when, how long, why, where it stands, who decided, and Cancel while that is still allowed. */
export function LeaveRequestCard({ request, username, today }: LeaveRequestCardProps) {
  const [cancelled, setCancelled] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);

  // The Cancel button has gone with the move: focus lands on what happened rather than the page's top.
  useEffect(() => {
    if (cancelled) done.current?.focus();
  }, [cancelled]);

  return (
    <li aria-label={request.requestId} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-gray-900">{LEAVE_TYPE_NAMES[request.leaveType]}</h3>
          <p className="text-gray-900">{formatLeaveDates(request.startDate, request.endDate)}</p>
          <p>
            {LEAVE_DURATION_LABELS[request.leaveDuration]} · {formatDayCount(request.days)} · {request.requestId} · applied{' '}
            <LocalTime iso={request.appliedAt} />
          </p>
        </div>
        <LeaveStatusBadge status={request.status} />
      </div>
      {request.leaveReason ? (
        <p className="break-words">
          <span className="font-medium text-gray-900">Reason: </span>
          {request.leaveReason}
        </p>
      ) : null}
      {request.comments ? (
        <p className="break-words whitespace-pre-line">
          <span className="font-medium text-gray-900">Your comments: </span>
          {request.comments}
        </p>
      ) : null}
      <LeaveRequestLog request={request} username={username} />
      {cancelled ? (
        <p ref={done} tabIndex={-1} role="status" className="font-medium text-gray-900 focus:outline-none">
          Request {request.requestId} was cancelled and its days are back in your balance.
        </p>
      ) : null}
      {canTakeLeaveAction('cancel', request.status, request.startDate, today) ? (
        <CancelLeaveRequest request={request} onCancelled={() => setCancelled(true)} />
      ) : null}
    </li>
  );
}
