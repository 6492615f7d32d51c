'use client';

import { useEffect, useRef } from 'react';
import { LEAVE_STATUS_LABELS, LEAVE_TYPE_NAMES } from '@/lib/leave/constants';
import type { ApplyLeaveResult } from '@/lib/leave/hooks';
import { formatDayCount, formatLeaveDates } from './leave-format';

/** The confirmation of a request just sent, focused so screen readers read it and keyboards start here. */
export function ApplySuccess({ result }: { result: ApplyLeaveResult }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [result]);
  return (
    <div ref={box} tabIndex={-1} role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-950 focus:outline-2 focus:outline-green-700">
      <p className="font-semibold">
        Request {result.requestId} sent: {LEAVE_STATUS_LABELS[result.status]}
      </p>
      <p className="mt-1">
        {LEAVE_TYPE_NAMES[result.leaveType]}, {formatLeaveDates(result.startDate, result.endDate)} ({formatDayCount(result.days)}). Your manager
        decides; the days are held as pending until then, and the request is listed under “My leave requests”.
      </p>
    </div>
  );
}
