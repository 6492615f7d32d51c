'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { OrgTime } from '@/components/ui/org-time';
import { Spinner } from '@/components/ui/spinner';
import { controlClass } from '@/components/ui/text-input';
import { errorMessage } from '@/lib/client/fetch-json';
import { LEAVE_STATUS_LABELS, LEAVE_TYPE_NAMES, type LeaveStatus } from '@/lib/leave/constants';
import { useLeaveAction, type LeaveRequest } from '@/lib/leave/hooks';
import { canTakeLeaveAction } from '@/lib/leave/transitions';
import { formatDayCount, formatLeaveDates, LEAVE_DURATION_LABELS } from './leave-format';

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
            <OrgTime iso={request.appliedAt} />
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

type LeaveRequestLogProps = { request: LeaveRequest; username: string };

/** Who decided or cancelled, when, and what they said; oldest first, as the server keeps them. */
function LeaveRequestLog({ request, username }: LeaveRequestLogProps) {
  if (request.actions.length === 0) {
    return <p className="text-gray-700">{request.status === 'pending' ? 'Awaiting your manager’s decision.' : 'No decision recorded.'}</p>;
  }
  return (
    <ul aria-label={`Decisions on ${request.requestId}`} className="space-y-2">
      {request.actions.map((action, i) => (
        <li key={`${action.at}-${i}`}>
          <span className="font-semibold text-gray-900">{LEAVE_STATUS_LABELS[action.to]}</span>
          <span className="text-gray-700">
            {' by '}
            {action.by.toLowerCase() === username.toLowerCase() ? 'you' : action.byName}
            {' · '}
            <OrgTime iso={action.at} />
          </span>
          {action.comments ? <p className="break-words whitespace-pre-line text-gray-900">“{action.comments}”</p> : null}
        </li>
      ))}
    </ul>
  );
}

const STATUS_STYLES: Record<LeaveStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-500',
  approved: 'bg-green-50 text-green-900 ring-green-600',
  rejected: 'bg-red-50 text-red-900 ring-red-400',
  cancelled: 'bg-gray-100 text-gray-900 ring-gray-400',
};

/** A leave request's status in words; the colour only repeats it. */
function LeaveStatusBadge({ status }: { status: LeaveStatus }) {
  return <Badge tone={STATUS_STYLES[status]}>{LEAVE_STATUS_LABELS[status]}</Badge>;
}

type CancelLeaveRequestProps = { request: LeaveRequest; onCancelled: () => void };

const focus = (el: HTMLElement | null) => el?.focus();

/**
 * Cancelling gives the days back and cannot be undone (taking them after all needs a new request and a
 * new approval), so it asks first, with room for a note the manager will see.
 */
function CancelLeaveRequest({ request, onCancelled }: CancelLeaveRequestProps) {
  const id = useId();
  // 'kept': back from the question, so the button that returns takes focus (on first render it must not).
  const [step, setStep] = useState<'closed' | 'asking' | 'kept'>('closed');
  const [comments, setComments] = useState('');
  const action = useLeaveAction();

  function cancel(event: FormEvent) {
    event.preventDefault();
    const note = comments.trim();
    // mutateAsync: the refetched list re-renders the card before mutate's own callbacks would run.
    action.mutateAsync({ body: { requestId: request.requestId, action: 'cancel', ...(note ? { comments: note } : {}) } }).then(onCancelled, () => undefined);
  }

  if (step !== 'asking') {
    return (
      <Button ref={step === 'kept' ? focus : undefined} variant="secondary" onClick={() => setStep('asking')} aria-label={`Cancel request ${request.requestId}`}>
        Cancel request
      </Button>
    );
  }
  return (
    <form onSubmit={cancel} className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p ref={focus} tabIndex={-1} className="font-medium text-gray-900 focus:outline-none">
        Cancel your leave for {formatLeaveDates(request.startDate, request.endDate)}? The days go back to your balance.
      </p>
      <Field id={`${id}-comments`} label="Note for your manager (optional)">
        <textarea id={`${id}-comments`} rows={2} maxLength={1000} value={comments} onChange={(e) => setComments(e.target.value)} className={controlClass} />
      </Field>
      {action.isError ? <Alert title="The request was not cancelled">{errorMessage(action.error)}</Alert> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" pending={action.isPending}>
          {action.isPending ? <Spinner /> : null}
          Yes, cancel it
        </Button>
        <Button variant="secondary" disabled={action.isPending} onClick={() => setStep('kept')}>
          Keep the request
        </Button>
      </div>
    </form>
  );
}
