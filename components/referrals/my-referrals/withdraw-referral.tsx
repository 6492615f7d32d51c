'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { controlClass } from '@/components/ui/text-input';
import { errorMessage } from '@/lib/client/fetch-json';
import { useMoveReferral, type Referral } from '@/lib/referrals/hooks';

type WithdrawReferralProps = { referral: Referral; onWithdrawn: () => void };

/**
 * Withdrawing is the one move a referrer makes, and it cannot be undone (nor the person referred to the
 * job again), so it asks first, with room for a reason the recruiters will see.
 */
export function WithdrawReferral({ referral, onWithdrawn }: WithdrawReferralProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const move = useMoveReferral();
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus follows the step: to the question on asking, back to the button on keeping the referral.
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (wasConfirming.current) opener.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  if (!confirming) {
    return (
      <Button ref={opener} variant="secondary" onClick={() => setConfirming(true)} aria-label={`Withdraw the referral of ${referral.candidate.name}`}>
        Withdraw
      </Button>
    );
  }

  // mutateAsync, not mutate's onSuccess: the refetched list drops this component (the referral is now
  // final) before mutate's own callbacks would run, and those never fire after an unmount.
  const withdraw = () =>
    move
      .mutateAsync({ referralId: referral.referralId, status: 'withdrawn', ...(note.trim() ? { note: note.trim() } : {}) })
      .then(onWithdrawn, () => undefined);

  return (
    <div className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p ref={question} tabIndex={-1} className="text-sm font-medium text-gray-900 focus:outline-none">
        Withdraw the referral of {referral.candidate.name} for {referral.job.title}? This cannot be undone, and the same person cannot be
        referred to this job again.
      </p>
      <Field id={`${id}-note`} label="Reason (optional)">
        <textarea id={`${id}-note`} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} className={controlClass} />
      </Field>
      {move.isError ? <Alert title="The referral was not withdrawn">{errorMessage(move.error)}</Alert> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={withdraw} pending={move.isPending}>
          {move.isPending ? <Spinner /> : null}
          Yes, withdraw
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)} disabled={move.isPending}>
          Keep the referral
        </Button>
      </div>
    </div>
  );
}
