'use client';

import { useEffect, useRef, useState } from 'react';
import { OrgTime } from '@/components/ui/org-time';
import { StageBadge } from '@/components/ui/stage-badge';
import { stageOfReferralStatus } from '@/lib/applications/stages';
import type { ReferralStatus } from '@/lib/referrals/constants';
import type { Referral, ReferralMove } from '@/lib/referrals/hooks';
import { isFinalReferralStatus, REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';
import { bonusStatusText } from '../bonus';
import { WithdrawReferral } from './withdraw-referral';

/** A referral's status in words; the colour only repeats it. */
function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  return <StageBadge stage={stageOfReferralStatus(status)} label={REFERRAL_STATUS_LABELS[status]} />;
}

/** Every status the referral has had, oldest first (the server's order), with when and why. */
function ReferralTimeline({ history, label }: { history: ReferralMove[]; label: string }) {
  if (history.length === 0) return <p className="text-sm text-gray-700">No status changes recorded yet.</p>;
  return (
    <ol aria-label={label} className="space-y-2 border-l-2 border-gray-200 pl-4 text-sm">
      {history.map((move, i) => (
        <li key={`${move.at}-${i}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-indigo-600" />
          <span className="font-semibold text-gray-900">{REFERRAL_STATUS_LABELS[move.to]}</span>
          <span className="text-gray-700">
            {' · '}
            <OrgTime iso={move.at} />
          </span>
          {move.note ? <p className="break-words whitespace-pre-line text-gray-900">“{move.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

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
            {referral.referralId} · referred <OrgTime iso={referral.createdAt} />
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
