'use client';

import { useCallback } from 'react';
import type { JobStatus } from '@/lib/jobs/constants';
import type { JobListParams } from '@/lib/jobs/hooks';
import { JobFilters } from './job-filters';
import { JobResults } from './job-results';
import { JOBS_PAGE_SIZE, useJobsUrl } from './jobs-url';

export function JobsView() {
  const [state, update] = useJobsUrl();

  const onSearch = useCallback(
    (q: string) => {
      const current = new URLSearchParams(window.location.search).get('q') ?? '';
      // Refining a search replaces its history entry; starting or clearing one adds an entry.
      update({ q }, current && q ? 'replace' : 'push');
    },
    [update],
  );
  const onStatus = useCallback((status: JobStatus | '') => update({ status }), [update]);
  const onClear = useCallback(() => update({ q: '', status: '' }), [update]);
  const onPage = useCallback(
    (page: number) => {
      update({ page });
      document.getElementById('jobs')?.scrollIntoView({ block: 'start' });
    },
    [update],
  );

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
