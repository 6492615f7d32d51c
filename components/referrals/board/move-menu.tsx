'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { controlClass } from '@/components/ui/text-input';
import type { Referral } from '@/lib/referrals/hooks';
import { NEXT_REFERRAL_STATUSES } from '@/lib/referrals/transitions';
import { boardMove, type BoardMoves } from './moves';

const NOTE_MAX = 1000;

type BoardMoveMenuProps = { referral: Referral; moves: BoardMoves };

/**
 * The legal next moves of one card as buttons, with an optional note kept in the referral's history:
 * the way to move a card by keyboard, and on screens where dragging is awkward.
 */
export function BoardMoveMenu({ referral, moves }: BoardMoveMenuProps) {
  const [note, setNote] = useState('');
  const noteId = useId();
  const { referralId, status: from } = referral;
  const name = referral.candidate.name;
  // Set for a move by drag and drop too, so the card's buttons show that one as well.
  const movingTo = moves.moving.get(referralId);
  const busy = movingTo !== undefined;
  const failed = moves.failed.get(referralId);

  return (
    <div className="space-y-2 border-t border-gray-200 pt-3 xl:pt-2">
      <details className="text-sm">
        <summary className="font-medium text-indigo-800">Add a note</summary>
        <div className="mt-2 flex flex-col gap-1">
          <label htmlFor={noteId} className="font-medium text-gray-900">
            Note (optional)
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={NOTE_MAX}
            rows={2}
            readOnly={busy}
            onChange={(e) => setNote(e.target.value)}
            className={controlClass}
          />
        </div>
      </details>
      <div role="group" aria-label={`Move ${name}`} className="flex flex-wrap gap-2 xl:gap-1.5">
        {NEXT_REFERRAL_STATUSES[from].map((to) => {
          const wording = boardMove(to);
          const running = movingTo === to;
          return (
            <Button
              key={to}
              variant={wording.confirm ? 'secondary' : 'primary'}
              pending={busy}
              onClick={() => moves.move(referral, to, note.trim())}
              // A column of full-width buttons where seven columns share the screen.
              className="xl:min-h-9 xl:w-full xl:px-2 xl:py-1.5"
            >
              {running ? <Spinner /> : null}
              {running ? wording.busy : wording.label}
            </Button>
          );
        })}
      </div>
      {/* Not a live region: the board's status line announces the failure, once. */}
      {failed ? <p className="text-sm font-medium break-words text-red-800">Not moved: {failed}</p> : null}
    </div>
  );
}
