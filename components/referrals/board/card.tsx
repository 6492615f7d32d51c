import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { formatAmount } from '@/components/ui/format';
import { OrgDay } from '@/components/ui/org-time';
import type { Referral } from '@/lib/referrals/hooks';
import { isFinalReferralStatus, REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';
import type { BoardDrag } from './drag';
import { cardDomId } from './focus';
import { BoardMoveMenu } from './move-menu';
import type { BoardMoves } from './moves';

/** "₹50,000 (pending)" until the referral ends; "None" once it ended without a hire or the job offered none. */
function bonusText({ amount, currencyCode, status }: Referral['bonus']): string {
  if (amount === null || status === 'none') return 'None';
  return `${formatAmount(amount, currencyCode)} (${status})`;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-700">{term}</dt>
      <dd className="min-w-0 break-words text-gray-900 xl:mb-1">{children}</dd>
    </>
  );
}

/** Every move of the referral, oldest first (the first is the submission), with who made it by name. */
function CardHistory({ referral }: { referral: Referral }) {
  const { history } = referral;
  return (
    <details className="text-sm">
      <summary className="font-medium text-indigo-800">History ({history.length})</summary>
      <ol aria-label={`History of ${referral.candidate.name}`} className="mt-2 space-y-2 border-l-2 border-gray-200 pl-2">
        {history.map((move, i) => (
          <li key={`${move.at}-${i}`} className="break-words">
            <span className="font-medium text-gray-900">{REFERRAL_STATUS_LABELS[move.to]}</span>
            <span className="text-gray-700">
              {' · '}
              <OrgDay iso={move.at} /> · by {move.byName}
            </span>
            {move.note ? <span className="block whitespace-pre-line text-gray-900">“{move.note}”</span> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}

type BoardCardProps = { referral: Referral; moves: BoardMoves; drag: BoardDrag };

/**
 * One referral: who, for which job, since when in this column, the bonus, how to reach them, its
 * history and the moves left, by button or by dragging the card to another column.
 */
export function BoardCard({ referral, moves, drag }: BoardCardProps) {
  const { referralId, candidate, job, bonus } = referral;
  // The last move is the one into the current column; the first is the submission itself.
  const entered = referral.history.at(-1);
  const since = entered?.at ?? referral.updatedAt;
  const headingId = `${cardDomId(referralId)}-name`;
  const final = isFinalReferralStatus(referral.status);
  const moving = moves.moving.has(referralId);
  const draggable = !final && !moving;
  const dragged = drag.state?.referral.referralId === referralId;
  return (
    // Focusable from script only: after a move, focus lands here in the card's new column.
    <article
      id={cardDomId(referralId)}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-busy={moving}
      draggable={draggable}
      onDragStart={draggable ? (event) => drag.start(referral, event) : undefined}
      onDragEnd={drag.end}
      className={cx(
        'space-y-3 rounded-lg border border-gray-200 bg-white p-3 shadow-sm focus:outline-3 focus:outline-offset-2 focus:outline-indigo-600 xl:space-y-2 xl:p-2',
        draggable && 'cursor-grab active:cursor-grabbing',
        (moving || dragged) && 'opacity-60',
      )}
    >
      <div>
        <h3 id={headingId} className="font-semibold break-words text-gray-900">
          {candidate.name}
        </h3>
        <p className="text-sm break-words text-gray-700">
          {job.title} <span className="whitespace-nowrap">({job.jobCode})</span>
        </p>
      </div>
      {/* Term beside value where there is room; above it in the narrow columns of a whole board on one screen. */}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm xl:grid-cols-1 xl:gap-y-0">
        <Fact term="Referred by">{referral.referrerName}</Fact>
        <Fact term="Since">
          <OrgDay iso={since} />
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
          <span className="text-gray-700">Note by {entered.byName}: </span>“{entered.note}”
        </p>
      ) : null}
      <CardHistory referral={referral} />
      {final ? null : <BoardMoveMenu referral={referral} moves={moves} />}
    </article>
  );
}
