'use client';

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { queryOptionsFor } from '@/lib/client/api';
import { portalLocationsOp } from '@/lib/client/operations/jobs.gen';

/** Every location jobs are offered in (the career site's location list holds them all, sorted by name). */
function useJobLocations() {
  return useQuery({
    ...queryOptionsFor(portalLocationsOp, {}),
    // Locations change only when an administrator adds one.
    staleTime: 10 * 60_000,
  });
}

type LocationFilterProps = { value: string; onChange: (code: string) => void; error?: string };

/** The joining location, chosen by name from the locations jobs are offered in. */
export function LocationFilter({ value, onChange, error }: LocationFilterProps) {
  const id = useId();
  const locations = useJobLocations();
  const items = locations.data?.items ?? [];
  // A shared link may name a code before (or without) the list loading: keep it rather than drop it.
  const known = value === '' || items.some((l) => l.location === value);
  const hint = locations.isError ? (
    <span className="flex flex-wrap items-center gap-2">
      The list of locations could not be loaded.
      <Button variant="secondary" onClick={() => void locations.refetch()} disabled={locations.isFetching}>
        Retry
      </Button>
    </span>
  ) : locations.isPending ? (
    'Loading the locations…'
  ) : undefined;

  return (
    <Field id={id} label="Location" hint={hint} error={error}>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      >
        <option value="">All locations</option>
        {known ? null : <option value={value}>{value}</option>}
        {items.map((l) => (
          <option key={l.location} value={l.location}>
            {l.name === l.city ? l.name : `${l.name} (${l.city})`}
          </option>
        ))}
      </Select>
    </Field>
  );
}
