'use client';

import { useQueries } from '@tanstack/react-query';
import { CardBody, HomeCard } from './home-card';
import { leaveRequestsWaitingQueryOptions, regularisationsWaitingQueryOptions, type CountQuery } from './queries';

/** One kind of decision waiting on Approvals: the queue read whose `total` counts it, and its words. */
export type WaitingKind = {
  key: string;
  queryOptions: () => CountQuery;
  /** "3 leave requests" */
  words: (count: number) => string;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the card counts, in the order it lists them; a new queue on Approvals is one more entry. */
export const WAITING_KINDS: readonly WaitingKind[] = [
  { key: 'leave', queryOptions: leaveRequestsWaitingQueryOptions, words: (n) => plural(n, 'leave request', 'leave requests') },
  { key: 'regularisations', queryOptions: regularisationsWaitingQueryOptions, words: (n) => plural(n, 'attendance regularisation', 'attendance regularisations') },
];

export type Waiting = { key: string; count: number; words: string };

/** How many decisions of each kind wait for the signed-in manager or hr_admin, as one read for a card. */
export function useApprovalsWaiting() {
  return useQueries({
    queries: WAITING_KINDS.map((kind) => kind.queryOptions()),
    combine: (results) => ({
      data: results.every((r) => r.data) ? WAITING_KINDS.map((kind, i): Waiting => ({ key: kind.key, count: results[i]?.data?.total ?? 0, words: kind.words(results[i]?.data?.total ?? 0) })) : undefined,
      isError: results.some((r) => r.isError),
      error: results.find((r) => r.isError)?.error,
      isFetching: results.some((r) => r.isFetching),
      refetch: () => Promise.all(results.map((r) => r.refetch())),
    }),
  });
}

/** The decisions waiting for the person, by kind, linked to Approvals. */
export function ApprovalsCard() {
  const waiting = useApprovalsWaiting();
  return (
    <HomeCard id="home-approvals-heading" title="Waiting for your decision" link={{ href: '/approvals', label: 'Go to Approvals' }}>
      <CardBody read={waiting} what="What waits for your decision" bars={['h-5 w-2/3', 'h-5 w-1/2']} empty={(kinds) => (kinds.every((k) => k.count === 0) ? 'Nothing waits for you: every request is decided.' : null)}>
        {(kinds) => (
          <ul className="space-y-1">
            {kinds.map((kind) => (
              <li key={kind.key} className={kind.count > 0 ? 'font-semibold text-gray-900' : undefined}>
                {kind.words}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </HomeCard>
  );
}
