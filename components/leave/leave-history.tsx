'use client';

import { useCallback } from 'react';
import { RecordListSkeleton } from '@/components/ui/record-list-skeleton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { LEAVE_HISTORY_PAGE_SIZE } from '@/lib/leave/constants';
import { useLeaveHistory, type LeaveHistoryParams } from '@/lib/leave/hooks';
import { LeaveHistoryFilters } from './leave-history-filters';
import { useLeaveHistoryUrl, type LeaveHistoryUrlState } from './leave-history-url';
import { LeaveRequestCard } from './leave-request-card';

type LeaveHistoryProps = { username: string; today: string; currentYear: number };

/** The person's requests, newest first, filtered by status and year (kept in the URL), a page at a time. */
export function LeaveHistory({ username, today, currentYear }: LeaveHistoryProps) {
  const [state, update] = useLeaveHistoryUrl();
  const onChange = useCallback((patch: Partial<Pick<LeaveHistoryUrlState, 'status' | 'year'>>) => update(patch), [update]);
  const onClear = useCallback(() => update({ status: '', year: null }), [update]);
  const onPage = useCallback(
    (page: number) => {
      update({ page });
      document.getElementById('history')?.scrollIntoView({ block: 'start' });
    },
    [update],
  );

  const params: LeaveHistoryParams = {
    offset: (state.page - 1) * LEAVE_HISTORY_PAGE_SIZE,
    limit: LEAVE_HISTORY_PAGE_SIZE,
    ...(state.status ? { status: state.status } : {}),
    ...(state.year ? { year: state.year } : {}),
  };
  const filtered = Boolean(state.status || state.year);

  return (
    <div className="space-y-4">
      <LeaveHistoryFilters state={state} currentYear={currentYear} onChange={onChange} />
      <ListResults
        query={useLeaveHistory(username, params)}
        id="history"
        heading="My leave requests"
        noun="leave requests"
        page={state.page}
        pageSize={LEAVE_HISTORY_PAGE_SIZE}
        onPage={onPage}
        skeleton={<RecordListSkeleton />}
        filtered={filtered}
        noMatches={
          <EmptyState title="No leave requests match these filters." action={<Button variant="secondary" onClick={onClear}>Clear filters</Button>}>
            Try another status or year.
          </EmptyState>
        }
        empty={
          <EmptyState title="You have not applied for leave yet.">
            Use the form above; each request and what became of it is listed here.
          </EmptyState>
        }
      >
        {(requests) => (
          <ul className="space-y-3">
            {requests.map((request) => (
              <LeaveRequestCard key={request.requestId} request={request} username={username} today={today} />
            ))}
          </ul>
        )}
      </ListResults>
    </div>
  );
}
