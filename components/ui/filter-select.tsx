'use client';

import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Select, SelectOptions, type SelectOption } from '@/components/ui/select';

export type FilterOption = SelectOption;

type FilterSelectProps = {
  label: string;
  /** The first option, which clears the filter; left out for a choice that always has a value. */
  allLabel?: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
};

export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  // A shared link may name a value before (or without) the options loading; keep it visible rather than lie.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <Field id={id} label={label}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions allLabel={allLabel} options={known ? options : [{ value, label: value }, ...options]} />
      </Select>
    </Field>
  );
}

type StatusFilterProps<S extends string> = {
  value: S | '';
  /** Each status the list can hold, with its label. */
  options: { value: S; label: string }[];
  onChange: (status: S | '') => void;
};

/** The "Status" filter of a list: every status, or one. */
export function StatusFilter<S extends string>({ value, options, onChange }: StatusFilterProps<S>) {
  return (
    <FilterSelect
      label="Status"
      allLabel="All statuses"
      value={value}
      options={options}
      // The options are the statuses and "", so what is chosen is one of them.
      onChange={(status) => onChange(status as S | '')}
    />
  );
}
