'use client';

import { useCallback, useRef, useState, type DragEvent } from 'react';
import type { ReferralStatus } from '@/lib/referrals/constants';
import type { Referral } from '@/lib/referrals/hooks';

/** The board's own drag data: other drags (a file, a link, selected text) are not the columns' to take. */
const DRAG_TYPE = 'application/x-referral-id';

const isCardDrag = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);

/** The card being dragged and the column under it, for the columns to show where it may go. */
export type BoardDragState = { referral: Referral; over: ReferralStatus | null } | null;

export type BoardDrag = {
  state: BoardDragState;
  /** A card's dragstart and dragend. */
  start: (referral: Referral, event: DragEvent) => void;
  end: () => void;
  /** A column's dragenter and dragover, dragleave and drop. */
  over: (status: ReferralStatus, event: DragEvent) => void;
  leave: (status: ReferralStatus, event: DragEvent) => void;
  drop: (status: ReferralStatus, event: DragEvent) => void;
};

/**
 * Moving cards with native HTML5 drag and drop: no library, and the browser's own drag image and
 * cursor. `onDrop` decides what a drop means, a refused move included: every column accepts the drop,
 * since a column that refused it silently would leave people guessing why nothing happened.
 */
export function useBoardDrag(onDrop: (referral: Referral, to: ReferralStatus) => void): BoardDrag {
  const [state, setState] = useState<BoardDragState>(null);
  // Known from dragstart on; `state` follows a task later (see start).
  const dragged = useRef<Referral | null>(null);

  const start = useCallback((referral: Referral, event: DragEvent) => {
    dragged.current = referral;
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(DRAG_TYPE, referral.referralId);
    event.dataTransfer.setData('text/plain', referral.candidate.name);
    // Chrome may end a drag at once when the page changes under it during dragstart: restyle a task later.
    setTimeout(() => {
      if (dragged.current === referral) setState({ referral, over: null });
    }, 0);
  }, []);

  const end = useCallback(() => {
    dragged.current = null;
    setState(null);
  }, []);

  const over = useCallback((status: ReferralStatus, event: DragEvent) => {
    if (!isCardDrag(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setState((s) => (s && s.over !== status ? { ...s, over: status } : s));
  }, []);

  const leave = useCallback((status: ReferralStatus, event: DragEvent) => {
    // Moving between a column's own cards fires dragleave too.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setState((s) => (s && s.over === status ? { ...s, over: null } : s));
  }, []);

  const drop = useCallback(
    (status: ReferralStatus, event: DragEvent) => {
      const referral = dragged.current;
      if (!referral || !isCardDrag(event)) return;
      event.preventDefault();
      end();
      onDrop(referral, status);
    },
    [end, onDrop],
  );

  return { state, start, end, over, leave, drop };
}
