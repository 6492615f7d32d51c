'use client';

import { useCallback } from 'react';
import { StatusFilter } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';
import { usePageUpdate, useSearchUpdate } from '@/components/ui/use-url-state';
import { JOB_STATUSES, type JobStatus } from '@/lib/jobs/constants';
import type { JobListParams } from '@/lib/jobs/hooks';
import { STATUS_LABELS } from './job-badges';
import { JobResults } from './job-list';
import { JOBS_PAGE_SIZE, useJobsUrl, type JobsUrlState } from './jobs-url';

const STATUS_OPTIONS = JOB_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

type JobFiltersProps = {
  state: JobsUrlState;
  onSearch: (q: string) => void;
  onStatus: (status: JobStatus | '') => void;
};

function JobFilters({ state, onSearch, onStatus }: JobFiltersProps) {
  return (
    <search className="block rounded-lg border border-gray-200 bg-white p-4">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <SearchBox value={state.q} onSearch={onSearch} placeholder="Title or job code" />
        <StatusFilter value={state.status} options={STATUS_OPTIONS} onChange={onStatus} />
      </div>
    </search>
  );
}

export function JobsView() {
  const [state, update] = useJobsUrl();

  const onSearch = useSearchUpdate(update);
  const onStatus = useCallback((status: JobStatus | '') => update({ status }), [update]);
  const onClear = useCallback(() => update({ q: '', status: '' }), [update]);
  const onPage = usePageUpdate(update, 'jobs');

  const params: JobListParams = {
    offset: (state.page - 1) * JOBS_PAGE_SIZE,
    limit: JOBS_PAGE_SIZE,
    ...(state.q ? { q: state.q } : {}),
    ...(state.status ? { status: state.status } : {}),
  };

  return (
    <div className="space-y-6">
      <JobFilters state={state} onSearch={onSearch} onStatus={onStatus} />
      <JobResults params={params} page={state.page} filtered={Boolean(state.q || state.status)} onPage={onPage} onClear={onClear} />
    </div>
  );
}
