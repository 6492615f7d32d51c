'use client';

import { useCallback } from 'react';
import type { CandidateListParams } from '@/lib/candidates/hooks';
import { CandidateFilters } from './candidate-filters';
import { CandidateResults } from './candidate-results';
import { CANDIDATES_PAGE_SIZE, useCandidatesUrl, type CandidatesUrlState } from './candidates-url';

export function CandidatesView() {
  const [state, update] = useCandidatesUrl();

  const onSearch = useCallback(
    (q: string) => {
      const current = new URLSearchParams(window.location.search).get('q') ?? '';
      // Refining a search replaces its history entry; starting or clearing one adds an entry.
      update({ q }, current && q ? 'replace' : 'push');
    },
    [update],
  );
  const onChange = useCallback((patch: Partial<Pick<CandidatesUrlState, 'status' | 'jobCode'>>) => update(patch), [update]);
  const onClear = useCallback(() => update({ q: '', status: '', jobCode: '' }), [update]);
  const onPage = useCallback(
    (page: number) => {
      update({ page });
      document.getElementById('candidates')?.scrollIntoView({ block: 'start' });
    },
    [update],
  );

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
