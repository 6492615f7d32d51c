import Link from 'next/link';
import type { CareerListing } from '@/lib/jobs/career-site';
import type { FilterOption } from './filter-form';
import { FilterForm } from './filter-form';
import { unitTree } from './unit-tree';

// Non-breaking spaces survive inside <option>, where padding cannot be styled, to show the hierarchy.
const INDENT = '\u00a0\u00a0\u00a0';

type JobFiltersProps = Pick<CareerListing, 'locations' | 'units' | 'query' | 'filterName'>;

export function JobFilters({ locations, units, query, filterName }: JobFiltersProps) {
  const { filter } = query;
  const locationOptions: FilterOption[] = locations.map((l) => ({ value: l.location, label: `${l.name} (${l.count})` }));
  const unitOptions: FilterOption[] = unitTree(units).map((u) => ({ value: u.orgUnitCode, label: `${INDENT.repeat(u.depth)}${u.name} (${u.count})` }));

  return (
    <search aria-labelledby="filters-heading" className="block rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="filters-heading" className="text-base font-semibold text-gray-900">
        Filter jobs
      </h2>
      <p className="mt-1 text-sm text-gray-700">One filter at a time: choosing a location clears the business unit, and the other way round.</p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <FilterForm name="location" label="Location" allLabel="All locations" options={locationOptions} selected={filter?.kind === 'location' ? filter.code : ''} />
        <FilterForm name="unit" label="Business unit" allLabel="All business units" options={unitOptions} selected={filter?.kind === 'unit' ? filter.code : ''} />
      </div>
      {filterName ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 text-sm text-gray-900">
          <span>
            Showing jobs in <strong>{filterName}</strong>
          </span>
          <Link href="/careers" className="inline-flex min-h-11 items-center font-medium text-indigo-800 underline">
            Clear filter
          </Link>
        </p>
      ) : null}
    </search>
  );
}
