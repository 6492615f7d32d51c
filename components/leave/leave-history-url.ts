'use client';

import { parsePage, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';
import { LEAVE_STATUSES, type LeaveStatus } from '@/lib/leave/constants';

export type LeaveHistoryUrlState = { status: LeaveStatus | ''; year: number | null; page: number };

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
export function useLeaveHistoryUrl() {
  return useUrlState(codec, '/leave');
}
