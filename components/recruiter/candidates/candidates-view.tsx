'use client';

import { useCallback } from 'react';
import { StatusFilter } from '@/components/ui/filter-select';
import { JobCodeFilter } from '@/components/ui/job-code-filter';
import { SearchBox } from '@/components/ui/search-box';
import { usePageUpdate, useSearchUpdate } from '@/components/ui/use-url-state';
import { APPLICATION_STAGES, STAGE_LABELS } from '@/lib/applications/stages';
import type { CandidateListParams } from '@/lib/candidates/hooks';
import { CandidateResults } from './candidate-list';
import { CANDIDATES_PAGE_SIZE, useCandidatesUrl, type CandidatesUrlState } from './candidates-url';

// A candidate's status is the stage derived from their applications, so the filter offers the stages.
const STATUS_OPTIONS = APPLICATION_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }));

type CandidateFiltersProps = {
  state: CandidatesUrlState;
  onSearch: (q: string) => void;
  onChange: (patch: Partial<Pick<CandidatesUrlState, 'status' | 'jobCode'>>) => void;
};

function CandidateFilters({ state, onSearch, onChange }: CandidateFiltersProps) {
  return (
    <search className="block rounded-lg border border-gray-200 bg-white p-4">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1.5fr]">
        <SearchBox value={state.q} onSearch={onSearch} placeholder="Name, e-mail or mobile" />
        <StatusFilter value={state.status} options={STATUS_OPTIONS} onChange={(status) => onChange({ status })} />
        <JobCodeFilter value={state.jobCode} onChange={(jobCode) => onChange({ jobCode })} />
      </div>
    </search>
  );
}

export function CandidatesView() {
  const [state, update] = useCandidatesUrl();

  const onSearch = useSearchUpdate(update);
  const onChange = useCallback((patch: Partial<Pick<CandidatesUrlState, 'status' | 'jobCode'>>) => update(patch), [update]);
  const onClear = useCallback(() => update({ q: '', status: '', jobCode: '' }), [update]);
  const onPage = usePageUpdate(update, 'candidates');

  const params: CandidateListParams = {
    offset: (state.page - 1) * CANDIDATES_PAGE_SIZE,
    limit: CANDIDATES_PAGE_SIZE,
    ...(state.q ? { q: state.q } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.jobCode ? { jobCode: state.jobCode } : {}),
  };

  return (
    <div className="space-y-6">
      <CandidateFilters state={state} onSearch={onSearch} onChange={onChange} />
      <CandidateResults
        params={params}
        page={state.page}
        filtered={Boolean(state.q || state.status || state.jobCode)}
        onPage={onPage}
        onClear={onClear}
      />
    </div>
  );
}
