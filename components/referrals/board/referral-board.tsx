'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { JobCodeFilter } from '@/components/ui/job-code-filter';
import { cx } from '@/components/ui/cx';
import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';
import { jobCodeSchema } from '@/lib/jobs/schemas';
import { REFERRAL_STATUSES } from '@/lib/referrals/constants';
import { REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';
import { BoardColumn } from './column';
import { shownStatus, type FocusRequest, type MoveOutcome } from './focus';

/**
 * The board's one filter. `page` is carried only because the shared URL hook expects it: each column
 * pages on its own, so the board itself never leaves page 1.
 */
type BoardUrlState = { jobCode: string; page: number };

const codec: UrlStateCodec<BoardUrlState> = {
  parse: (params) => {
    // A hand-edited link breaking the API's job code rule would fail every column with a 400: drop it instead.
    const jobCode = jobCodeSchema.safeParse(params.get('jobCode') ?? '');
    return { jobCode: jobCode.success ? jobCode.data : '', page: parsePage(params) };
  },
  toQueryString: (state) => (state.jobCode ? new URLSearchParams({ jobCode: state.jobCode }).toString() : ''),
};

function useBoardUrl() {
  return useUrlState(codec, '/recruiter/referrals');
}

type Notice = { text: string; failed: boolean };

function noticeOf(outcome: MoveOutcome): Notice {
  if (outcome.to === null) return { text: `${outcome.name} was not moved. ${outcome.error}`, failed: true };
  return { text: `Moved ${outcome.name} to ${REFERRAL_STATUS_LABELS[outcome.to]}.`, failed: false };
}

/** The recruiters' referral board: a column per state, a job filter kept in the URL, and moves by button. */
export function BoardView() {
  const [state, update] = useBoardUrl();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const hintId = useId();
  const queryClient = useQueryClient();

  const onMoveSettled = useCallback((outcome: MoveOutcome) => {
    setNotice(noticeOf(outcome));
    // A failed move keeps focus on its button, unless a conflict refetch moved the card elsewhere.
    if (outcome.to === null && !outcome.conflict) return;
    const fallback = outcome.to ?? shownStatus(queryClient, outcome.referralId) ?? outcome.from;
    setFocusRequest({ referralId: outcome.referralId, fallback, since: outcome.startedAt });
  }, [queryClient]);
  const onFocusDone = useCallback(() => setFocusRequest(null), []);

  return (
    <div className="space-y-4">
      <search className="block rounded-lg border border-gray-200 bg-white p-4">
        <div className="max-w-md">
          <JobCodeFilter value={state.jobCode} onChange={(jobCode) => update({ jobCode })} />
        </div>
      </search>
      <p id={hintId} className="text-sm text-gray-700">
        Keyboard: press Tab to reach a card’s buttons, then Enter or Space to move it. Focus follows the card to its new column.
      </p>
      {/* Always rendered, so screen readers hear each change to it. */}
      <p role="status" className={cx('text-sm font-medium empty:hidden', notice?.failed ? 'text-red-800' : 'text-green-800')}>
        {notice?.text}
      </p>
      {/* Side by side on wide screens, scrolling sideways inside this region only; stacked on narrow ones.
          `relative` makes it the containing block of the screen-reader-only text inside, which is
          absolutely positioned and would otherwise widen the page from beyond the scrolled edge. */}
      <div
        role="region"
        aria-label="Referral board"
        aria-describedby={hintId}
        tabIndex={0}
        className="relative flex flex-col gap-4 lg:flex-row lg:items-start lg:overflow-x-auto lg:pb-3"
      >
        {REFERRAL_STATUSES.map((status) => (
          // Keyed by the filter too: a new job starts every column again from its first page.
          <BoardColumn
            key={`${status}:${state.jobCode}`}
            status={status}
            jobCode={state.jobCode}
            focusRequest={focusRequest}
            onFocusDone={onFocusDone}
            onMoveSettled={onMoveSettled}
          />
        ))}
      </div>
    </div>
  );
}
