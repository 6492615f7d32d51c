'use client';

import type { LeaveRequest } from '@/lib/leave/hooks';
import type { ApprovalControls } from './approval-controls';
import { requestLabel } from './approval-format';

/** A row's checkbox for deciding several at once, named by person and dates since every row has one. */
export function ApprovalSelect({ request, controls }: { request: LeaveRequest; controls: ApprovalControls }) {
  const { requestId } = request;
  return (
    // The label around the box makes a 40 px target for a finger.
    <label className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="size-5 accent-indigo-700"
        checked={controls.selected.has(requestId)}
        onChange={(e) => controls.onSelect(requestId, e.target.checked)}
      />
      <span className="sr-only">Select {requestLabel(request)}</span>
    </label>
  );
}
