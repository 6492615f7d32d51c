import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { CareerListing } from '@/lib/jobs/career-site';
import type { JobUnitCount } from '@/lib/jobs/schemas';

type UnitWithDepth = JobUnitCount & { depth: number };

/**
 * Units in tree order (each parent followed by its children, siblings in the given order) with their
 * depth. A unit whose parent is unknown counts as a root; units caught in a cycle are left out.
 */
function unitTree(units: readonly JobUnitCount[]): UnitWithDepth[] {
  const codes = new Set(units.map((u) => u.orgUnitCode));
  const children = new Map<string | null, JobUnitCount[]>();
  for (const unit of units) {
    const parent = unit.parentOrgUnitCode !== null && codes.has(unit.parentOrgUnitCode) ? unit.parentOrgUnitCode : null;
    children.set(parent, [...(children.get(parent) ?? []), unit]);
  }
  const ordered: UnitWithDepth[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    for (const unit of children.get(parent) ?? []) {
      if (seen.has(unit.orgUnitCode)) continue;
      seen.add(unit.orgUnitCode);
      ordered.push({ ...unit, depth });
      visit(unit.orgUnitCode, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

type FilterOption = { value: string; label: string };

type FilterFormProps = {
  /** The query parameter the form sends (location or unit). */
  name: string;
  label: string;
  allLabel: string;
  options: FilterOption[];
  selected: string;
};

/**
 * One filter as its own GET form: submitting it sends only this parameter, which is what clears the
 * other filter and the page number, with no JavaScript needed.
 */
function FilterForm({ name, label, allLabel, options, selected }: FilterFormProps) {
  const id = `filter-${name}`;
  return (
    <form method="get" action="/careers" className="flex items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        <Select id={id} name={name} defaultValue={selected} className="min-h-11">
          <option value="">{allLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="secondary" className="min-h-11 shrink-0">
        Show<span className="sr-only"> jobs by {label.toLowerCase()}</span>
      </Button>
    </form>
  );
}

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
