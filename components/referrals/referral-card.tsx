'use client';

import { useEffect, useRef, useState } from 'react';
import { formatInstant } from '@/components/ui/format-instant';
import type { Referral } from '@/lib/referrals/hooks';
import { isFinalReferralStatus } from '@/lib/referrals/transitions';
import { bonusStatusText } from './bonus';
import { ReferralStatusBadge } from './referral-status-badge';
import { ReferralTimeline } from './referral-timeline';
import { WithdrawReferral } from './withdraw-referral';

/** One referral the signed-in person made: who, for which job, where it stands, its bonus and history. */
export function ReferralCard({ referral }: { referral: Referral }) {
  const [withdrawn, setWithdrawn] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  const { candidate, job } = referral;

  // The Withdraw button has gone with the move: focus lands on what happened rather than the page's top.
  useEffect(() => {
    if (withdrawn) done.current?.focus();
  }, [withdrawn]);

  return (
    <li className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words text-gray-900">
            {candidate.name}
          </h3>
          <p className="break-words text-gray-900">
            {job.title} <span className="whitespace-nowrap">({job.jobCode})</span>
          </p>
          <p>
            {referral.referralId} · referred <time dateTime={referral.createdAt}>{formatInstant(referral.createdAt)}</time>
          </p>
        </div>
        <ReferralStatusBadge status={referral.status} />
      </div>
      <p>
        <span className="font-medium text-gray-900">Bonus: </span>
        {bonusStatusText(referral.bonus)}
      </p>
      <ReferralTimeline history={referral.history} label={`Status history of the referral of ${candidate.name}`} />
      {withdrawn ? (
        <p ref={done} tabIndex={-1} role="status" className="font-medium text-gray-900 focus:outline-none">
          The referral was withdrawn.
        </p>
      ) : null}
      {isFinalReferralStatus(referral.status) ? null : <WithdrawReferral referral={referral} onWithdrawn={() => setWithdrawn(true)} />}
    </li>
  );
}
