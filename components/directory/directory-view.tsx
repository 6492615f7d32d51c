'use client';

import { useCallback } from 'react';
import type { DirectoryParams } from '@/lib/directory/hooks';
import { DirectoryFilters } from './directory-filters';
import { DirectoryResults } from './directory-results';
import { PAGE_SIZE, useDirectoryUrl, type DirectoryUrlState } from './directory-url';

export function DirectoryView() {
  const [state, update] = useDirectoryUrl();

  const onSearch = useCallback(
    (q: string) => {
      const current = new URLSearchParams(window.location.search).get('q') ?? '';
      // Refining a search replaces its history entry; starting or clearing one adds an entry.
      update({ q }, current && q ? 'replace' : 'push');
    },
    [update],
  );
  const onChange = useCallback((patch: Partial<DirectoryUrlState>) => update(patch), [update]);
  const onClear = useCallback(() => update({ q: '', unit: '', location: '' }), [update]);
  const onPage = useCallback(
    (page: number) => {
      update({ page });
      document.getElementById('results')?.scrollIntoView({ block: 'start' });
    },
    [update],
  );

  const params: DirectoryParams = {
    offset: (state.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    ...(state.q ? { q: state.q } : {}),
    ...(state.unit ? { orgUnitCode: state.unit } : {}),
    ...(state.location ? { location: state.location } : {}),
  };

  return (
    <div className="space-y-6">
      <DirectoryFilters state={state} onSearch={onSearch} onChange={onChange} />
      <DirectoryResults params={params} page={state.page} onPage={onPage} onClear={onClear} />
    </div>
  );
}
