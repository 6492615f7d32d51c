import type { ReactNode } from 'react';
import { formatAmount } from '@/components/ui/format';
import { formatInstantDay } from '@/components/ui/date-words';
import type { Referral } from '@/lib/referrals/hooks';
import { isFinalReferralStatus } from '@/lib/referrals/transitions';
import { cardDomId, type MoveOutcome } from './focus';
import { BoardMoveMenu } from './move-menu';

/** "₹50,000 (pending)" until the referral ends; "None" once it ended without a hire or the job offered none. */
function bonusText({ amount, currencyCode, status }: Referral['bonus']): string {
  if (amount === null || status === 'none') return 'None';
  return `${formatAmount(amount, currencyCode)} (${status})`;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-700">{term}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </>
  );
}

type BoardCardProps = { referral: Referral; onMoveSettled: (outcome: MoveOutcome) => void };

/** One referral: who, for which job, since when in this column, the bonus, how to reach them and the moves left. */
export function BoardCard({ referral, onMoveSettled }: BoardCardProps) {
  const { referralId, candidate, job, bonus } = referral;
  // The last move is the one into the current column; the first is the submission itself.
  const entered = referral.history.at(-1);
  const since = entered?.at ?? referral.updatedAt;
  const headingId = `${cardDomId(referralId)}-name`;
  return (
    // Focusable from script only: after a move, focus lands here in the card's new column.
    <article
      id={cardDomId(referralId)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-3 shadow-sm focus:outline-3 focus:outline-offset-2 focus:outline-indigo-600"
    >
      <div>
        <h3 id={headingId} className="font-semibold break-words text-gray-900">
          {candidate.name}
        </h3>
        <p className="text-sm break-words text-gray-700">
          {job.title} <span className="whitespace-nowrap">({job.jobCode})</span>
        </p>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <Fact term="Referred by">{referral.referrer}</Fact>
        <Fact term="Since">
          <time dateTime={since}>{formatInstantDay(since)}</time>
        </Fact>
        <Fact term="Bonus">{bonusText(bonus)}</Fact>
        {candidate.email ? (
          <Fact term="Email">
            <a href={`mailto:${candidate.email}`} className="break-all text-indigo-800 underline">
              {candidate.email}
            </a>
          </Fact>
        ) : null}
        {candidate.mobileNumber ? <Fact term="Mobile">{candidate.mobileNumber}</Fact> : null}
      </dl>
      {entered?.note ? (
        <p className="text-sm break-words whitespace-pre-line text-gray-900">
          <span className="text-gray-700">Note by {entered.by}: </span>“{entered.note}”
        </p>
      ) : null}
      {isFinalReferralStatus(referral.status) ? null : <BoardMoveMenu referral={referral} onSettled={onMoveSettled} />}
    </article>
  );
}
