'use client';

import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { controlClass } from '@/components/ui/text-input';
import { errorMessage } from '@/lib/client/fetch-json';
import { useLeaveAction, type LeaveRequest } from '@/lib/leave/hooks';
import { formatLeaveDates } from './leave-format';

type CancelLeaveRequestProps = { request: LeaveRequest; onCancelled: () => void };

const focus = (el: HTMLElement | null) => el?.focus();

/**
 * Cancelling gives the days back and cannot be undone (taking them after all needs a new request and a
 * new approval), so it asks first, with room for a note the manager will see.
 */
export function CancelLeaveRequest({ request, onCancelled }: CancelLeaveRequestProps) {
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
