'use client';

import { useCallback, useRef, useState } from 'react';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import type { ReferralStatus } from '@/lib/referrals/constants';
import { useMoveReferral, type Referral } from '@/lib/referrals/hooks';
import { canMoveReferral, NEXT_REFERRAL_STATUSES, REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';
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
export function boardMove(to: ReferralStatus): BoardMove {
  return MOVES[to] ?? { label: `Move to ${REFERRAL_STATUS_LABELS[to]}`, busy: 'Moving…' };
}

/**
 * Why a drop on another column is refused (null when the move is legal), with where the card may go
 * instead: a drop has no buttons to offer only the legal moves, so the message has to.
 */
export function refusalText(referral: Referral, to: ReferralStatus): string | null {
  const { status: from } = referral;
  if (canMoveReferral(from, to)) return null;
  const name = referral.candidate.name;
  const next = NEXT_REFERRAL_STATUSES[from].map((s) => REFERRAL_STATUS_LABELS[s]);
  if (next.length === 0) return `${name} was not moved: ${REFERRAL_STATUS_LABELS[from]} is final.`;
  const choices = next.length === 1 ? next[0] : `${next.slice(0, -1).join(', ')} or ${next.at(-1)}`;
  return `${name} cannot go from ${REFERRAL_STATUS_LABELS[from]} to ${REFERRAL_STATUS_LABELS[to]}, only to ${choices}.`;
}

function failure(error: unknown): { error: string; conflict: boolean } {
  const conflict = error instanceof ApiRequestError && error.code === 'conflict_state';
  // The hook has refetched the board, so the card already stands where the server says and offers those moves.
  const text = conflict ? `${errorMessage(error)} Someone else may have moved it: the board now shows where it stands.` : errorMessage(error);
  return { error: text, conflict };
}

function without<V>(map: ReadonlyMap<string, V>, key: string): ReadonlyMap<string, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

export type BoardMoves = {
  /** Where each card on its way is going, by referral id. */
  moving: ReadonlyMap<string, ReferralStatus>;
  /** Why a card's last move failed, by referral id, until it is moved again. */
  failed: ReadonlyMap<string, string>;
  /** Moves a card, asking first when the move is final; a card already on its way is left alone. */
  move: (referral: Referral, to: ReferralStatus, note?: string) => void;
};

type BoardMoveEvents = {
  onStart: (referral: Referral, to: ReferralStatus) => void;
  onSettled: (outcome: MoveOutcome) => void;
};

/**
 * Every move on the board, by button or by drag and drop, runs here: one place keeps the cards in
 * flight and the failures, and it lives as long as the board, while a card unmounts as it changes column.
 */
export function useBoardMoves({ onStart, onSettled }: BoardMoveEvents): BoardMoves {
  const { mutateAsync } = useMoveReferral();
  const [moving, setMoving] = useState<ReadonlyMap<string, ReferralStatus>>(() => new Map());
  const [failed, setFailed] = useState<ReadonlyMap<string, string>>(() => new Map());
  // Read synchronously: a second press in the same frame must not send the move twice.
  const inFlight = useRef(new Set<string>());

  const move = useCallback(
    (referral: Referral, to: ReferralStatus, note?: string) => {
      const { referralId, status: from } = referral;
      const name = referral.candidate.name;
      if (inFlight.current.has(referralId)) return;
      const { confirm } = boardMove(to);
      if (confirm && !window.confirm(confirm(name))) return;
      inFlight.current.add(referralId);
      const startedAt = Date.now();
      setMoving((m) => new Map(m).set(referralId, to));
      setFailed((f) => without(f, referralId));
      onStart(referral, to);
      mutateAsync({ referralId, status: to, ...(note ? { note } : {}) })
        .then(
          (saved) => onSettled({ referralId, name, from, startedAt, to: saved.status }),
          (error: unknown) => {
            const why = failure(error);
            setFailed((f) => new Map(f).set(referralId, why.error));
            onSettled({ referralId, name, from, startedAt, to: null, ...why });
          },
        )
        .finally(() => {
          inFlight.current.delete(referralId);
          setMoving((m) => without(m, referralId));
        });
    },
    [mutateAsync, onStart, onSettled],
  );

  return { moving, failed, move };
}
