'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { cx } from '@/components/ui/cx';
import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';
import { usernameSchema } from '@/lib/api/params';
import { jobCodeSchema } from '@/lib/jobs/schemas';
import { REFERRAL_STATUSES, type ReferralStatus } from '@/lib/referrals/constants';
import type { Referral } from '@/lib/referrals/hooks';
import { REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';
import { BoardColumn, type BoardFilter } from './column';
import { useBoardDrag } from './drag';
import { BoardFilters, type Me } from './filters';
import { shownStatus, type FocusRequest, type MoveOutcome } from './focus';
import { refusalText, useBoardMoves } from './moves';

/**
 * The board's filters. `page` is carried only because the shared URL hook expects it: each column
 * pages on its own, so the board itself never leaves page 1.
 */
type BoardUrlState = BoardFilter & { page: number };

const codec: UrlStateCodec<BoardUrlState> = {
  parse: (params) => {
    // A hand-edited link breaking the API's rules would fail every column with a 400: drop the value instead.
    const jobCode = jobCodeSchema.safeParse(params.get('jobCode') ?? '');
    const owner = usernameSchema.safeParse(params.get('owner') ?? '');
    return { jobCode: jobCode.success ? jobCode.data : '', owner: owner.success ? owner.data : '', page: parsePage(params) };
  },
  toQueryString: (state) => {
    const params = new URLSearchParams();
    if (state.owner) params.set('owner', state.owner);
    if (state.jobCode) params.set('jobCode', state.jobCode);
    return params.toString();
  },
};

function useBoardUrl() {
  return useUrlState(codec, '/recruiter/referrals');
}

type Notice = { text: string; failed: boolean };

function noticeOf(outcome: MoveOutcome): Notice {
  if (outcome.to === null) return { text: `${outcome.name} was not moved. ${outcome.error}`, failed: true };
  return { text: `Moved ${outcome.name} to ${REFERRAL_STATUS_LABELS[outcome.to]}.`, failed: false };
}

/**
 * The recruiters' referral board: a column per state, filters by recruiter and job kept in the URL, and
 * moves by dragging a card to another column or by the buttons on each card.
 */
export function BoardView({ me }: { me: Me }) {
  const [state, update] = useBoardUrl();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const hintId = useId();
  const queryClient = useQueryClient();

  const onStart = useCallback((referral: Referral, to: ReferralStatus) => {
    setNotice({ text: `Moving ${referral.candidate.name} to ${REFERRAL_STATUS_LABELS[to]}…`, failed: false });
  }, []);
  const onSettled = useCallback(
    (outcome: MoveOutcome) => {
      setNotice(noticeOf(outcome));
      // A failed move keeps focus on its button, unless a conflict refetch moved the card elsewhere.
      if (outcome.to === null && !outcome.conflict) return;
      const fallback = outcome.to ?? shownStatus(queryClient, outcome.referralId) ?? outcome.from;
      setFocusRequest({ referralId: outcome.referralId, fallback, since: outcome.startedAt });
    },
    [queryClient],
  );
  const onFocusDone = useCallback(() => setFocusRequest(null), []);
  const moves = useBoardMoves({ onStart, onSettled });

  const { move } = moves;
  const onDrop = useCallback(
    (referral: Referral, to: ReferralStatus) => {
      if (referral.status === to) return;
      const refused = refusalText(referral, to);
      if (refused) setNotice({ text: refused, failed: true });
      else move(referral, to);
    },
    [move],
  );
  const drag = useBoardDrag(onDrop);
  const filter: BoardFilter = { jobCode: state.jobCode, owner: state.owner };

  return (
    <div className="space-y-4">
      <BoardFilters me={me} filter={filter} onChange={update} />
      <p id={hintId} className="text-sm text-gray-700">
        Drag a card to another column to move it, or use the buttons on the card: press Tab to reach them, then Enter or Space. Focus
        follows the card to its new column.
      </p>
      {/* Always rendered, so screen readers hear each change to it. */}
      <p role="status" className={cx('text-sm font-medium empty:hidden', notice?.failed ? 'text-red-800' : 'text-green-800')}>
        {notice?.text}
      </p>
      {/* All seven columns side by side from 1280 px; narrower, a row scrolling sideways inside this region
          only, and on phones a stack. `relative` makes it the containing block of the screen-reader-only text
          inside, which is absolutely positioned and would otherwise widen the page from beyond the scrolled edge. */}
      <div
        role="region"
        aria-label="Referral board"
        aria-describedby={hintId}
        tabIndex={0}
        className="relative flex flex-col gap-4 md:flex-row md:items-start md:overflow-x-auto md:p-1 md:pb-3 xl:grid xl:grid-cols-7 xl:gap-2 xl:overflow-visible xl:p-0"
      >
        {REFERRAL_STATUSES.map((status) => (
          // Keyed by the filters too: new filters start every column again from its first page.
          <BoardColumn
            key={`${status}:${state.owner}:${state.jobCode}`}
            status={status}
            filter={filter}
            moves={moves}
            drag={drag}
            focusRequest={focusRequest}
            onFocusDone={onFocusDone}
          />
        ))}
      </div>
    </div>
  );
}
