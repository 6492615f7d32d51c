'use client';

import { FilterSelect } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';
import { CANDIDATE_STATUSES, type CandidateStatus } from '@/lib/candidates/constants';
import { CANDIDATE_STATUS_LABELS } from '@/lib/candidates/transitions';
import type { CandidatesUrlState } from './candidates-url';
import { JobCodeFilter } from '@/components/ui/job-code-filter';

const STATUS_OPTIONS = CANDIDATE_STATUSES.map((s) => ({ value: s, label: CANDIDATE_STATUS_LABELS[s] }));

type CandidateFiltersProps = {
  state: CandidatesUrlState;
  onSearch: (q: string) => void;
  onChange: (patch: Partial<Pick<CandidatesUrlState, 'status' | 'jobCode'>>) => void;
};

export function CandidateFilters({ state, onSearch, onChange }: CandidateFiltersProps) {
  return (
    <search className="block rounded-lg border border-gray-200 bg-white p-4">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1.5fr]">
        <SearchBox value={state.q} onSearch={onSearch} placeholder="Name, e-mail or mobile" />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          value={state.status}
          options={STATUS_OPTIONS}
          // The options are CANDIDATE_STATUSES and "", so the value is one of them.
          onChange={(status) => onChange({ status: status as CandidateStatus | '' })}
        />
        <JobCodeFilter value={state.jobCode} onChange={(jobCode) => onChange({ jobCode })} />
      </div>
    </search>
  );
}
