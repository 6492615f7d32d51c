'use client';

import { Button } from '@/components/ui/button';
import { useDirectoryFilters } from '@/lib/directory/hooks';
import type { DirectoryUrlState } from './directory-url';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';

type DirectoryFiltersProps = {
  state: DirectoryUrlState;
  onSearch: (q: string) => void;
  onChange: (patch: Partial<DirectoryUrlState>) => void;
};

export function DirectoryFilters({ state, onSearch, onChange }: DirectoryFiltersProps) {
  const filters = useDirectoryFilters();
  const units = (filters.data?.businessUnits ?? []).map((u) => ({ value: u.orgUnitCode, label: u.name }));
  const locations = (filters.data?.locations ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.city})` }));

  return (
    <search className="block rounded-lg border border-gray-200 bg-white p-4">
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <SearchBox value={state.q} onSearch={onSearch} />
        <FilterSelect
          label="Business unit"
          allLabel="All business units"
          value={state.unit}
          options={units}
          onChange={(unit) => onChange({ unit })}
        />
        <FilterSelect
          label="Location"
          allLabel="All locations"
          value={state.location}
          options={locations}
          onChange={(location) => onChange({ location })}
        />
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
