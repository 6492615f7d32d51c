'use client';

import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';
import { LoadingView, Skeleton } from '@/components/ui/skeleton';
import { parsePage, usePageUpdate, useSearchUpdate, useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';
import { useDirectoryFilters, type DirectoryParams } from '@/lib/directory/hooks';
import { DIRECTORY_PAGE_SIZE, DirectoryResults, ResultsSkeleton } from './directory-results';

type DirectoryUrlState = { q: string; unit: string; location: string; page: number };

const codec: UrlStateCodec<DirectoryUrlState> = {
  parse: (params) => ({
    q: (params.get('q') ?? '').trim(),
    unit: params.get('unit') ?? '',
    location: params.get('location') ?? '',
    page: parsePage(params),
  }),
  toQueryString: (state) => {
    const params = new URLSearchParams();
    if (state.q) params.set('q', state.q);
    if (state.unit) params.set('unit', state.unit);
    if (state.location) params.set('location', state.location);
    if (state.page > 1) params.set('page', String(state.page));
    return params.toString();
  },
};

/** The directory's search and filters, kept in the URL. */
function useDirectoryUrl() {
  return useUrlState(codec, '/directory');
}

type DirectoryFiltersProps = {
  state: DirectoryUrlState;
  onSearch: (q: string) => void;
  onChange: (patch: Partial<DirectoryUrlState>) => void;
};

function DirectoryFilters({ state, onSearch, onChange }: DirectoryFiltersProps) {
  const filters = useDirectoryFilters();
  // The two lists, each narrowing the people to one value of one field of the URL's state.
  const lists = [
    {
      field: 'unit',
      label: 'Business unit',
      allLabel: 'All business units',
      options: (filters.data?.businessUnits ?? []).map((u) => ({ value: u.orgUnitCode, label: u.name })),
    },
    {
      field: 'location',
      label: 'Location',
      allLabel: 'All locations',
      options: (filters.data?.locations ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.city})` })),
    },
  ] as const;

  return (
    <search className="block rounded-lg border border-gray-200 bg-white p-4">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <SearchBox value={state.q} onSearch={onSearch} />
        {lists.map(({ field, ...list }) => (
          <FilterSelect key={field} {...list} value={state[field]} onChange={(value) => onChange({ [field]: value })} />
        ))}
      </div>
      {filters.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-900">
          The business unit and location lists could not be loaded.
          <Button variant="secondary" onClick={() => void filters.refetch()} disabled={filters.isFetching}>
            Retry loading filters
          </Button>
        </div>
      ) : null}
    </search>
  );
}

/** Shown while the page reads its URL on first render. */
export function DirectorySkeleton() {
  return (
    <LoadingView status="Loading the directory…">
      <Skeleton className="h-24 w-full" />
      <ResultsSkeleton />
    </LoadingView>
  );
}

export function DirectoryView() {
  const [state, update] = useDirectoryUrl();

  const onSearch = useSearchUpdate(update);
  const onChange = useCallback((patch: Partial<DirectoryUrlState>) => update(patch), [update]);
  const onClear = useCallback(() => update({ q: '', unit: '', location: '' }), [update]);
  const onPage = usePageUpdate(update, 'results');

  const params: DirectoryParams = {
    offset: (state.page - 1) * DIRECTORY_PAGE_SIZE,
    limit: DIRECTORY_PAGE_SIZE,
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
