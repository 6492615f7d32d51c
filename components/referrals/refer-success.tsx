'use client';

import { useEffect, useRef } from 'react';
import type { ReferCandidateResult } from '@/lib/referrals/hooks';
import { REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';

export type Referred = ReferCandidateResult & { candidateName: string; jobTitle: string };

/** The confirmation of a referral just sent, focused so screen readers read it and keyboards start here. */
export function ReferSuccess({ referred }: { referred: Referred }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [referred]);
  return (
    <div ref={box} tabIndex={-1} role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-950 focus:outline-2 focus:outline-green-700">
      <p className="font-semibold">
        Referral {referred.referralId} sent: {REFERRAL_STATUS_LABELS[referred.status]}
      </p>
      <p className="mt-1">
        You referred {referred.candidateName} for {referred.jobTitle} ({referred.jobCode}). Recruiters will review it; its status is shown below.
      </p>
    </div>
  );
}
