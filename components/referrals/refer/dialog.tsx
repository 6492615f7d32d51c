'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ReferCandidateResult, ReferralJob } from '@/lib/referrals/hooks';
import { bonusAmount } from '../bonus';
import { ReferForm } from './form';

type ReferDialogProps = {
  job: ReferralJob;
  onClose: () => void;
  onReferred: (result: ReferCandidateResult, candidateName: string) => void;
};

const DISCARD = 'Discard this referral? What you entered will be lost.';

/**
 * The refer form in a modal dialog over the job list: the browser keeps focus inside it and Escape
 * closes it (asking first when something was entered). Focus returns to the job's button on closing.
 */
export function ReferDialog({ job, onClose, onReferred }: ReferDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const dirty = useRef(false);
  const headingId = useId();
  const bonus = bonusAmount(job.referralBonus, job.currencyCode);

  // Taken before the dialog opens (and once, however often effects run) so focus can go back to it.
  const [opener] = useState(() => document.activeElement);

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  function requestClose() {
    if (!dirty.current || window.confirm(DISCARD)) onClose();
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onCancel={(e) => {
        e.preventDefault();
        requestClose();
      }}
      // Closed by the browser without a cancel event we could stop (a second Escape): keep the page in step.
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl overflow-y-auto rounded-lg bg-gray-50 p-0 shadow-xl backdrop:bg-gray-900/60"
    >
      <div className="flex items-start justify-between gap-3 border-b border-gray-200 bg-white p-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-gray-900">
            Refer someone for {job.title}
          </h2>
          <p className="text-sm text-gray-700">
            {job.jobCode}
            {bonus ? ` · Referral bonus ${bonus}` : ''}
          </p>
        </div>
        <Button variant="ghost" onClick={requestClose} aria-label="Close" className="shrink-0 text-xl leading-none">
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <div className="p-4">
        <ReferForm jobCode={job.jobCode} onReferred={onReferred} onCancel={requestClose} dirtyRef={dirty} />
      </div>
    </dialog>
  );
}
