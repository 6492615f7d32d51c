import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select, SelectOptions, type SelectOption } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import type { CareerListing } from '@/lib/jobs/career-site';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, MAX_EXPERIENCE, MAX_KEYWORD_LENGTH } from '@/lib/jobs/constants';
import type { JobUnitCount } from '@/lib/jobs/schemas';
import { careersHref } from './careers-links';
import { SearchForm } from './search-form';

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

function SelectField({ name, label, allLabel, options, selected }: { name: string; label: string; allLabel: string; options: SelectOption[]; selected: string }) {
  const id = `search-${name}`;
  return (
    <Field id={id} label={label}>
      <Select id={id} name={name} defaultValue={selected} className="min-h-11">
        <SelectOptions allLabel={allLabel} options={options} />
      </Select>
    </Field>
  );
}

function YearsInput({ name, label, value }: { name: 'minExp' | 'maxExp'; label: string; value: number | null }) {
  const id = `search-${name}`;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm text-gray-900">
        {label}
      </label>
      <TextInput id={id} name={name} type="number" inputMode="numeric" min={0} max={MAX_EXPERIENCE} step={1} defaultValue={value ?? ''} className="min-h-11" />
    </div>
  );
}

// Non-breaking spaces survive inside <option>, where padding cannot be styled, to show the hierarchy.
const INDENT = '\u00a0\u00a0\u00a0';

const TYPE_OPTIONS: SelectOption[] = EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }));
// Newest first is the default, so its value is empty and leaves the URL.
const SORT_OPTIONS: SelectOption[] = [{ value: 'relevance', label: 'Best match (with keywords)' }];

type JobSearchProps = Pick<CareerListing, 'locations' | 'units' | 'query'>;

/**
 * The search: one GET form whose fields all combine, so it works without JavaScript and its result is a
 * URL to share. Submitting starts again at page 1, which is why the page is not a field.
 */
export function JobSearch({ locations, units, query }: JobSearchProps) {
  const locationOptions: SelectOption[] = locations.map((l) => ({ value: l.location, label: `${l.name} (${l.count})` }));
  const unitOptions: SelectOption[] = unitTree(units).map((u) => ({ value: u.orgUnitCode, label: `${INDENT.repeat(u.depth)}${u.name} (${u.count})` }));

  return (
    <search aria-labelledby="search-heading" className="block rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="search-heading" className="text-base font-semibold text-gray-900">
        Search jobs
      </h2>
      {/* Keyed by the list it shows: after a client-side navigation the boxes show that list, not what was typed before. */}
      <SearchForm key={careersHref({ ...query, page: 1 })} className="mt-3">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field id="search-q" label="Keywords">
            <TextInput id="search-q" name="q" type="search" defaultValue={query.q} maxLength={MAX_KEYWORD_LENGTH} placeholder="Title, skill or word" className="min-h-11" />
          </Field>
          <SelectField name="location" label="Location" allLabel="All locations" options={locationOptions} selected={query.location ?? ''} />
          <SelectField name="unit" label="Business unit" allLabel="All business units" options={unitOptions} selected={query.unit ?? ''} />
          <SelectField name="type" label="Employment type" allLabel="Any type" options={TYPE_OPTIONS} selected={query.type ?? ''} />
          <fieldset className="min-w-0">
            <legend className="text-sm font-medium text-gray-900">Experience (years)</legend>
            <div className="mt-1 flex gap-3">
              <YearsInput name="minExp" label="From" value={query.minExp} />
              <YearsInput name="maxExp" label="To" value={query.maxExp} />
            </div>
          </fieldset>
          <SelectField name="sort" label="Sort by" allLabel="Newest first" options={SORT_OPTIONS} selected={query.sort === 'relevance' ? 'relevance' : ''} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <Button type="submit" className="min-h-11 px-6">
            Search
          </Button>
          <Link href="/careers" className="inline-flex min-h-11 items-center font-medium text-indigo-800 underline">
            Clear
          </Link>
        </div>
      </SearchForm>
    </search>
  );
}
