'use client';

import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { ListResults } from '@/components/ui/list-results';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';
import { LEAVE_HISTORY_PAGE_SIZE, LEAVE_STATUS_LABELS, LEAVE_STATUSES, type LeaveStatus } from '@/lib/leave/constants';
import { useLeaveHistory, type LeaveHistoryParams } from '@/lib/leave/hooks';
import { leaveYears } from './leave-format';
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

const STATUS_OPTIONS = LEAVE_STATUSES.map((s) => ({ value: s, label: LEAVE_STATUS_LABELS[s] }));

type LeaveHistoryFiltersProps = {
  state: LeaveHistoryUrlState;
  currentYear: number;
  onChange: (patch: Partial<Pick<LeaveHistoryUrlState, 'status' | 'year'>>) => void;
};

function LeaveHistoryFilters({ state, currentYear, onChange }: LeaveHistoryFiltersProps) {
  const years = leaveYears(currentYear).map((y) => ({ value: String(y), label: String(y) }));
  return (
    <search aria-label="Filter my leave requests" className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2">
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={state.status}
        options={STATUS_OPTIONS}
        onChange={(value) => onChange({ status: LEAVE_STATUSES.find((s) => s === value) ?? '' })}
      />
      <FilterSelect label="Year" allLabel="All years" value={state.year ? String(state.year) : ''} options={years} onChange={(year) => onChange({ year: year ? Number(year) : null })} />
    </search>
  );
}

type LeaveHistoryUrlState = { status: LeaveStatus | ''; year: number | null; page: number };

function isStatus(value: string | null): value is LeaveStatus {
  return (LEAVE_STATUSES as readonly (string | null)[]).includes(value);
}

// The API's year bounds: a hand-edited link outside them would be a 400, so it is dropped instead.
function parseYear(value: string | null): number | null {
  const year = /^\d{4}$/.test(value ?? '') ? Number(value) : NaN;
  return year >= 2000 && year <= 2100 ? year : null;
}

const codec: UrlStateCodec<LeaveHistoryUrlState> = {
  parse: (params) => {
    const status = params.get('status');
    return { status: isStatus(status) ? status : '', year: parseYear(params.get('year')), page: parsePage(params) };
  },
  toQueryString: (state) => {
    const params = new URLSearchParams();
    if (state.status) params.set('status', state.status);
    if (state.year) params.set('year', String(state.year));
    if (state.page > 1) params.set('page', String(state.page));
    return params.toString();
  },
};

/** The history's status and year filters and page, kept in the URL so a view can be shared and Back works. */
function useLeaveHistoryUrl() {
  return useUrlState(codec, '/leave');
}
