'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { controlClass } from '@/components/ui/text-input';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import type { ReferralStatus } from '@/lib/referrals/constants';
import { useMoveReferral, type Referral } from '@/lib/referrals/hooks';
import { NEXT_REFERRAL_STATUSES, REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';
import type { MoveOutcome } from './focus';

type BoardMove = {
  label: string;
  busy: string;
  /** Asked first for the moves that end a referral, since nothing moves it again afterwards. */
  confirm?: (name: string) => string;
};

const FINAL = 'This is final: the referral cannot move again afterwards.';

/** How a move reads on its button; which moves exist is NEXT_REFERRAL_STATUSES' business. */
const MOVES: Partial<Record<ReferralStatus, BoardMove>> = {
  hired: { label: 'Mark as hired', busy: 'Saving…', confirm: (name) => `Mark ${name} as hired? ${FINAL}` },
  rejected: { label: 'Reject', busy: 'Rejecting…', confirm: (name) => `Reject ${name}? ${FINAL}` },
  withdrawn: { label: 'Mark as withdrawn', busy: 'Saving…', confirm: (name) => `Mark ${name} as withdrawn? ${FINAL}` },
};

/** The wording for a move to `to`; the forward steps read "Move to Screening" and so on. */
function boardMove(to: ReferralStatus): BoardMove {
  return MOVES[to] ?? { label: `Move to ${REFERRAL_STATUS_LABELS[to]}`, busy: 'Moving…' };
}

const NOTE_MAX = 1000;

function failure(error: unknown): { error: string; conflict: boolean } {
  const conflict = error instanceof ApiRequestError && error.code === 'conflict_state';
  // The hook has refetched the board, so the card already stands where the server says and offers those moves.
  const text = conflict ? `${errorMessage(error)} Someone else may have moved it: the board now shows where it stands.` : errorMessage(error);
  return { error: text, conflict };
}

type BoardMoveMenuProps = { referral: Referral; onSettled: (outcome: MoveOutcome) => void };

/** The legal next moves of one card as buttons, with an optional note kept in the referral's history. */
export function BoardMoveMenu({ referral, onSettled }: BoardMoveMenuProps) {
  const move = useMoveReferral();
  const [note, setNote] = useState('');
  const noteId = useId();
  const { referralId, status: from } = referral;
  const name = referral.candidate.name;
  const busy = move.isPending;

  function run(to: ReferralStatus, startedAt: number) {
    if (busy) return;
    const wording = boardMove(to);
    if (wording.confirm && !window.confirm(wording.confirm(name))) return;
    const trimmed = note.trim();
    // mutateAsync rather than mutate's callbacks: a successful move unmounts this card (it changes
    // column), and callbacks given to mutate() are dropped once their component is gone.
    move.mutateAsync({ referralId, status: to, ...(trimmed ? { note: trimmed } : {}) }).then(
      (saved) => onSettled({ referralId, name, from, startedAt, to: saved.status }),
      (error: unknown) => onSettled({ referralId, name, from, startedAt, to: null, ...failure(error) }),
    );
  }

  return (
    <div className="space-y-2 border-t border-gray-200 pt-3">
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
      <div role="group" aria-label={`Move ${name}`} className="flex flex-wrap gap-2">
        {NEXT_REFERRAL_STATUSES[from].map((to) => {
          const wording = boardMove(to);
          const running = busy && move.variables?.status === to;
          return (
            <Button key={to} variant={wording.confirm ? 'secondary' : 'primary'} pending={busy} onClick={() => run(to, Date.now())}>
              {running ? <Spinner /> : null}
              {running ? wording.busy : wording.label}
            </Button>
          );
        })}
      </div>
      {/* Not a live region: the board's status line announces the failure, once. */}
      {move.isError ? <p className="text-sm font-medium text-red-800">Not moved: {failure(move.error).error}</p> : null}
    </div>
  );
}
