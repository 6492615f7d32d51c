'use client';

import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { cx } from '@/components/ui/cx';
import { describedBy } from '@/components/ui/field';
import { FormField, useFieldMessage } from '@/components/ui/form/form-field';
import { FormSection } from '@/components/ui/form/form-section';
import { NumberField as KitNumberField } from '@/components/ui/form/number-field';
import { SkillsInput } from '@/components/ui/form/skills-input';
import { textOrNull, textOrUndefined, upperCase } from '@/components/ui/form/values';
import { Select } from '@/components/ui/select';
import { controlClass, TextInput } from '@/components/ui/text-input';
import type { DirectoryFilters } from '@/lib/directory/hooks';
import { EMPLOYMENT_TYPE_LABELS } from '@/lib/jobs/constants';
import type { JobCreate, JobFormValues } from '@/lib/jobs/schemas';

// The form kit's boxes, named by the job form's own paths.
const JobField = FormField<JobFormValues>;
const NumberField = KitNumberField<JobFormValues>;

/** The job form's context: values as typed, output as the shared schema parses them. */
function useJobForm() {
  return useFormContext<JobFormValues, unknown, JobCreate>();
}

export function JobBasicsFields({ withJobCode }: { withJobCode: boolean }) {
  const { register } = useJobForm();
  return (
    <FormSection title="About the job">
      {withJobCode ? (
        <JobField name="jobCode" label="Job code" hint="Optional: leave empty to generate one such as JOB-000123. Letters, digits and hyphens.">
          {(control) => (
            <TextInput
              {...control}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              className="font-mono sm:max-w-xs"
              {...register('jobCode', { setValueAs: textOrUndefined })}
            />
          )}
        </JobField>
      ) : null}
      <JobField name="title" label="Title">
        {(control) => <TextInput {...control} maxLength={120} autoComplete="off" {...register('title')} />}
      </JobField>
      <JobField name="description" label="Description" hint="Markdown: ## for a heading, - for a list item, **bold**. At least 20 characters.">
        {(control) => <textarea {...control} rows={10} className={cx(controlClass, 'min-h-40')} {...register('description')} />}
      </JobField>
    </FormSection>
  );
}

const EMPLOYMENT_OPTIONS = Object.entries(EMPLOYMENT_TYPE_LABELS);

type Unit = DirectoryFilters['businessUnits'][number];

/**
 * Business units in tree order (each unit before its sub-units), labelled with their path such as
 * "Corporate › Technology › Data & Analytics": a select cannot nest, and the words carry the hierarchy
 * to screen readers too.
 */
function unitOptions(units: Unit[]): { value: string; label: string }[] {
  const children = new Map<string | null, Unit[]>();
  const known = new Set(units.map((u) => u.orgUnitCode));
  for (const unit of units) {
    // A unit whose parent is missing is shown at the top rather than lost.
    const parent = unit.parentOrgUnitCode && known.has(unit.parentOrgUnitCode) ? unit.parentOrgUnitCode : null;
    children.set(parent, [...(children.get(parent) ?? []), unit]);
  }
  const out: { value: string; label: string }[] = [];
  const visit = (parent: string | null, path: string[]) => {
    const below = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const unit of below) {
      const label = [...path, unit.name];
      out.push({ value: unit.orgUnitCode, label: label.join(' › ') });
      visit(unit.orgUnitCode, label);
    }
  };
  visit(null, []);
  return out;
}

type Location = DirectoryFilters['locations'][number];

/** One checkbox per location; the value is the list of checked codes, in the order the locations are listed. */
function LocationCheckboxes({ locations }: { locations: Location[] }) {
  const id = useId();
  const { control } = useJobForm();
  const { field } = useController({ control, name: 'joiningLocations' });
  const error = useFieldMessage('joiningLocations', 'Location');
  const hint = 'Choose at least one.';
  const chosen = new Set(field.value);

  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    field.onChange(locations.map((l) => l.code).filter((c) => next.has(c)));
  };

  return (
    <fieldset aria-describedby={describedBy(id, { hint, error })} className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-gray-900">Joining locations</legend>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {hint}
      </p>
      <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
        {locations.map((location, i) => (
          <label key={location.code} className="flex min-h-10 items-center gap-2 text-sm text-gray-900">
            <input
              // The first box takes the field's ref, so a failed submit can move focus to the group.
              ref={i === 0 ? field.ref : undefined}
              type="checkbox"
              name={field.name}
              value={location.code}
              checked={chosen.has(location.code)}
              onChange={(e) => toggle(location.code, e.target.checked)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-indigo-700"
            />
            {location.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const OWNER_HINTS = {
  create: 'Optional: the sign-in username of the recruiter or HR admin who looks after this job’s applicants and is told of each new one. Left empty, the job is yours.',
  edit: 'The sign-in username of the recruiter or HR admin who looks after this job’s applicants and is told of each new one. Left empty, the owner stays as it is.',
};

export function JobRoleFields({ filters, mode }: { filters: DirectoryFilters; mode: 'create' | 'edit' }) {
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
      <div className="sm:col-span-2">
        {/* A username box rather than a picker: there is no list of recruiters to choose from yet. */}
        <JobField name="owner" label="Owner (username)" hint={OWNER_HINTS[mode]}>
          {(control) => (
            <TextInput
              {...control}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              className="sm:max-w-xs"
              {...register('owner', { setValueAs: textOrUndefined })}
            />
          )}
        </JobField>
      </div>
    </FormSection>
  );
}

export function JobPayFields() {
  const { register } = useJobForm();
  return (
    <FormSection title="Pay, referral and dates" columns>
      <NumberField name="salaryMin" label="Salary from (yearly)" hint="Optional: give both ends of the range, or neither." optional />
      <NumberField name="salaryMax" label="Salary to (yearly)" optional />
      <JobField name="currencyCode" label="Currency" hint="A three-letter code such as INR, for the salary and the bonus.">
        {(control) => (
          <TextInput
            {...control}
            maxLength={3}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="font-mono sm:max-w-32"
            {...register('currencyCode', { setValueAs: upperCase })}
          />
        )}
      </JobField>
      <NumberField name="referralBonus" label="Referral bonus" hint="Optional: paid to the employee whose referral is hired." optional />
      <JobField name="closingDate" label="Closing date" hint="Optional: the last day to apply. The job stops showing after it.">
        {(control) => <TextInput {...control} type="date" className="sm:max-w-xs" {...register('closingDate', { setValueAs: textOrNull })} />}
      </JobField>
    </FormSection>
  );
}
