'use client';

import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { isFiltered, NO_FILTERS, parseSkillList, type JobSearchState } from './search-url';
import { LocationFilter } from './location-filter';

export type JobFilters = Omit<JobSearchState, 'page'>;
export type FilterErrors = Partial<Record<keyof JobFilters, string>>;

type Draft = Record<keyof JobFilters, string>;

function draftOf(filters: JobFilters): Draft {
  return {
    keyword: filters.keyword,
    jobcode: filters.jobcode,
    location: filters.location,
    minExp: filters.minExp === null ? '' : String(filters.minExp),
    maxExp: filters.maxExp === null ? '' : String(filters.maxExp),
    skills: filters.skills.join(', '),
  };
}

const YEARS = /^\d{1,2}$/;
const BAD_YEARS = 'Enter whole years from 0 to 50';

/** Years as typed: null when empty, undefined when not a whole number the API takes. */
function yearsOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return YEARS.test(trimmed) && Number(trimmed) <= 50 ? Number(trimmed) : undefined;
}

type FilterTextProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled filter box with its hint and the server's complaint about it, if any. */
function FilterText({ label, hint, error, value, onChange, ...input }: FilterTextProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <TextInput
        {...input}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      />
    </Field>
  );
}

type JobSearchFiltersProps = {
  state: JobSearchState;
  /** What the API said about the filters applied (a minimum above the maximum, say). */
  serverErrors: FilterErrors;
  onApply: (filters: JobFilters) => void;
};

/**
 * The search's filters, applied together with the Search button so that half-typed experience ranges
 * and skill lists are not searched for on every key press.
 */
export function JobSearchFilters({ state, serverErrors, onApply }: JobSearchFiltersProps) {
  const applied = draftOf(state);
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  const [localErrors, setLocalErrors] = useState<FilterErrors>({});

  // The URL changed from elsewhere (Back, a shared link): show what it now says.
  if (JSON.stringify(applied) !== JSON.stringify(seen)) {
    setSeen(applied);
    setDraft(applied);
    setLocalErrors({});
  }

  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const errorOf = (key: keyof JobFilters) => localErrors[key] ?? serverErrors[key];

  function submit(e: FormEvent) {
    e.preventDefault();
    const minExp = yearsOf(draft.minExp);
    const maxExp = yearsOf(draft.maxExp);
    const errors: FilterErrors = { ...(minExp === undefined ? { minExp: BAD_YEARS } : {}), ...(maxExp === undefined ? { maxExp: BAD_YEARS } : {}) };
    setLocalErrors(errors);
    if (minExp === undefined || maxExp === undefined) return;
    onApply({
      keyword: draft.keyword.trim(),
      jobcode: draft.jobcode.trim().toUpperCase(),
      location: draft.location,
      minExp,
      maxExp,
      skills: parseSkillList(draft.skills),
    });
  }

  return (
    <search id="job-search" aria-label="Search jobs" className="block scroll-mt-4 rounded-lg border border-gray-200 bg-white p-4">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FilterText
            label="Keywords"
            type="search"
            maxLength={100}
            autoComplete="off"
            value={draft.keyword}
            onChange={set('keyword')}
            hint="Words that begin words in the title, description or skills: “java dev” finds “Java Developer”."
            error={errorOf('keyword')}
          />
          <FilterText
            label="Job code"
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            value={draft.jobcode}
            onChange={set('jobcode')}
            hint="The exact code, for example JOB-000042."
            error={errorOf('jobcode')}
          />
          <LocationFilter value={draft.location} onChange={set('location')} error={errorOf('location')} />
          <FilterText
            label="Minimum experience (years)"
            inputMode="numeric"
            maxLength={2}
            value={draft.minExp}
            onChange={set('minExp')}
            error={errorOf('minExp')}
          />
          <FilterText
            label="Maximum experience (years)"
            inputMode="numeric"
            maxLength={2}
            value={draft.maxExp}
            onChange={set('maxExp')}
            hint="Jobs whose experience range overlaps yours are found."
            error={errorOf('maxExp')}
          />
          <FilterText
            label="Skills"
            maxLength={400}
            autoComplete="off"
            value={draft.skills}
            onChange={set('skills')}
            hint="Separate skills with commas. A job matches when it asks for ANY of them."
            error={errorOf('skills')}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">Search</Button>
          {isFiltered(state) ? (
            <Button variant="secondary" onClick={() => onApply(NO_FILTERS)}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
