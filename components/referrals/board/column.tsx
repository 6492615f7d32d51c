'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/fetch-json';
import type { ReferralStatus } from '@/lib/referrals/constants';
import { useReferralBoard } from '@/lib/referrals/hooks';
import { canMoveReferral, REFERRAL_STATUS_LABELS } from '@/lib/referrals/transitions';
import { BoardCard } from './card';
import type { BoardDrag } from './drag';
import { cardDomId, columnHeadingDomId, focusById, useFocusRequest, type FocusRequest } from './focus';
import type { BoardMoves } from './moves';

const PAGE = 10;
// The API's largest page. A column longer than that is better narrowed by job than scrolled.
const MAX_LIMIT = 100;

/** Two placeholder cards while a column's first page loads. */
function BoardColumnSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {[0, 1].map((i) => (
        <li key={i} className="space-y-2 rounded-lg border border-gray-200 bg-white p-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-9 w-full" />
        </li>
      ))}
    </ul>
  );
}

/** The board's filters, as the API takes them: empty means any. */
export type BoardFilter = { jobCode: string; owner: string };

type BoardColumnProps = {
  status: ReferralStatus;
  filter: BoardFilter;
  moves: BoardMoves;
  drag: BoardDrag;
  focusRequest: FocusRequest | null;
  onFocusDone: () => void;
};

/** What a column is to the card being dragged: somewhere it may go or not, and under it or not. */
type DropTarget = { allowed: boolean; over: boolean };

function dropTarget(status: ReferralStatus, drag: BoardDrag): DropTarget | null {
  const { state } = drag;
  if (!state || state.referral.status === status) return null;
  return { allowed: canMoveReferral(state.referral.status, status), over: state.over === status };
}

/** Where a dragged card may go is outlined, and the column under it filled; red where it may not. */
function dropStyle(target: DropTarget | null): string | false {
  if (!target) return false;
  if (target.allowed) return cx('outline-2 outline-offset-2 outline-indigo-600', target.over ? 'bg-indigo-50' : 'outline-dashed');
  return target.over ? 'bg-red-50 outline-2 outline-offset-2 outline-red-700' : 'opacity-70';
}

/**
 * One state's referrals, newest first, loaded on their own and grown a page at a time with "Show more";
 * also where a dragged card is dropped.
 */
export function BoardColumn({ status, filter, moves, drag, focusRequest, onFocusDone }: BoardColumnProps) {
  const [limit, setLimit] = useState(PAGE);
  // Where the cards "Show more" added begin, so focus can move to the first of them once they arrive.
  const firstNew = useRef<number | null>(null);
  const query = useReferralBoard({
    status,
    offset: 0,
    limit,
    ...(filter.jobCode ? { jobCode: filter.jobCode } : {}),
    ...(filter.owner ? { owner: filter.owner } : {}),
  });
  const { data } = query;
  const fresh = !query.isPlaceholderData;
  const countId = useId();
  const label = REFERRAL_STATUS_LABELS[status];
  const target = dropTarget(status, drag);

  useFocusRequest({ status, data, fresh, dataUpdatedAt: query.dataUpdatedAt }, focusRequest, onFocusDone);
  useEffect(() => {
    if (firstNew.current === null || !fresh || !data) return;
    const first = data.items[firstNew.current];
    // The button may be gone now that everything is shown; the first new card is where reading resumes.
    if (first) focusById(cardDomId(first.referralId));
    firstNew.current = null;
  }, [fresh, data]);

  function showMore() {
    if (!data || !fresh) return;
    firstNew.current = data.items.length;
    setLimit((n) => Math.min(n + PAGE, MAX_LIMIT));
  }

  return (
    <section
      aria-labelledby={columnHeadingDomId(status)}
      aria-describedby={countId}
      aria-busy={query.isFetching}
      onDragEnter={(event) => drag.over(status, event)}
      onDragOver={(event) => drag.over(status, event)}
      onDragLeave={(event) => drag.leave(status, event)}
      onDrop={(event) => drag.drop(status, event)}
      className={cx(
        'flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 bg-gray-100 p-3 md:w-64 md:shrink-0 xl:w-auto xl:p-1.5',
        dropStyle(target),
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1">
        {/* Focusable from script only: it takes focus when a card moves here beyond the loaded page. */}
        <h2 id={columnHeadingDomId(status)} tabIndex={-1} className="text-base font-semibold text-gray-900 focus:outline-3 focus:outline-indigo-600 xl:text-sm">
          {label}
        </h2>
        <p id={countId} className="rounded-full bg-white px-2 text-sm font-medium text-gray-800 ring-1 ring-gray-300">
          {data ? data.total : '…'}
          <span className="sr-only">{data ? (data.total === 1 ? ' referral' : ' referrals') : ' loading'}</span>
        </p>
      </div>
      {/* For the mouse only: the board's status line says what a drop did. */}
      {target?.over ? (
        <p aria-hidden="true" className={cx('text-sm font-medium', target.allowed ? 'text-indigo-900' : 'text-red-800')}>
          {target.allowed ? 'Drop to move here' : 'Cannot move here'}
        </p>
      ) : null}
      {query.isError ? (
        <Alert
          title={`${label} could not be loaded`}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error)}
        </Alert>
      ) : null}
      {!data ? (
        query.isError ? null : <BoardColumnSkeleton />
      ) : data.items.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 bg-white p-4 text-center text-sm text-gray-700">No referrals here</p>
      ) : (
        <ol className={cx('space-y-3', !fresh && 'opacity-60')}>
          {data.items.map((referral) => (
            <li key={referral.referralId}>
              <BoardCard referral={referral} moves={moves} drag={drag} />
            </li>
          ))}
        </ol>
      )}
      {data && data.items.length < data.total ? (
        limit < MAX_LIMIT ? (
          <Button variant="secondary" onClick={showMore} aria-disabled={!fresh || undefined} className="aria-disabled:opacity-70">
            {fresh ? null : <Spinner />}
            {fresh ? `Show more (${data.items.length} of ${data.total})` : 'Loading…'}
          </Button>
        ) : (
          <p className="text-sm text-gray-700">
            Showing the newest {data.items.length} of {data.total}. Choose a job above to see the others.
          </p>
        )
      ) : null}
    </section>
  );
}
