'use client';

import { FilterSelect } from '@/components/ui/filter-select';
import { LEAVE_STATUS_LABELS, LEAVE_STATUSES } from '@/lib/leave/constants';
import type { LeaveHistoryUrlState } from './leave-history-url';
import { leaveYears } from './leave-years';

const STATUS_OPTIONS = LEAVE_STATUSES.map((s) => ({ value: s, label: LEAVE_STATUS_LABELS[s] }));

type LeaveHistoryFiltersProps = {
  state: LeaveHistoryUrlState;
  currentYear: number;
  onChange: (patch: Partial<Pick<LeaveHistoryUrlState, 'status' | 'year'>>) => void;
};

export function LeaveHistoryFilters({ state, currentYear, onChange }: LeaveHistoryFiltersProps) {
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
