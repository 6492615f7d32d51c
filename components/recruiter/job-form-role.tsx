'use client';

import { Select } from '@/components/ui/select';
import type { DirectoryFilters } from '@/lib/directory/hooks';
import { EMPLOYMENT_TYPE_LABELS } from '@/lib/jobs/schemas';
import { FormSection } from '@/components/ui/form/form-section';
import { JobField, useJobForm } from '@/components/ui/form/form-field';
import { LocationCheckboxes } from './location-checkboxes';
import { NumberField } from '@/components/ui/form/number-field';
import { SkillsInput } from '@/components/ui/form/skills-input';
import { unitOptions } from './unit-options';

const EMPLOYMENT_OPTIONS = Object.entries(EMPLOYMENT_TYPE_LABELS);

export function JobRoleFields({ filters }: { filters: DirectoryFilters }) {
  const { register } = useJobForm();
  return (
    <FormSection title="Team and role" columns>
      <JobField name="orgUnitCode" label="Business unit">
        {(control) => (
          <Select {...control} {...register('orgUnitCode')}>
            <option value="">Choose a business unit</option>
            {unitOptions(filters.businessUnits).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </JobField>
      <JobField name="employmentType" label="Employment type">
        {(control) => (
          <Select {...control} {...register('employmentType')}>
            {EMPLOYMENT_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </JobField>
      <div className="sm:col-span-2">
        <LocationCheckboxes locations={filters.locations} />
      </div>
      <NumberField name="minExp" label="Minimum experience (years)" max={50} />
      <NumberField name="maxExp" label="Maximum experience (years)" max={50} />
      <NumberField name="openings" label="Openings" hint="How many people to hire." max={1000} />
      <div className="sm:col-span-2">
        <SkillsInput />
      </div>
    </FormSection>
  );
}
