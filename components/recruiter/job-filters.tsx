'use client';

import { FilterSelect } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';
import { JOB_STATUSES, type JobStatus } from '@/lib/jobs/constants';
import { STATUS_LABELS } from './job-badges';
import type { JobsUrlState } from './jobs-url';

const STATUS_OPTIONS = JOB_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

type JobFiltersProps = {
  state: JobsUrlState;
  onSearch: (q: string) => void;
  onStatus: (status: JobStatus | '') => void;
};

export function JobFilters({ state, onSearch, onStatus }: JobFiltersProps) {
  return (
    <search className="block rounded-lg border border-gray-200 bg-white p-4">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <SearchBox value={state.q} onSearch={onSearch} placeholder="Title or job code" />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={state.status}
          options={STATUS_OPTIONS}
          // The options are JOB_STATUSES and "", so the value is one of them.
          onChange={(status) => onStatus(status as JobStatus | '')}
        />
      </div>
    </search>
  );
}
