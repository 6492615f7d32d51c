'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormProvider, type DefaultValues } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SEE_FIELD_MESSAGES } from '@/components/ui/form/form-field';
import { formFailure, useOperationForm } from '@/components/ui/form/use-operation-form';
import { LoadingView, Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/client/fetch-json';
import { useDirectoryFilters, type DirectoryFilters } from '@/lib/directory/hooks';
import { useCreateJob } from '@/lib/jobs/hooks';
import type { JobCreate, JobFormValues, JobRecord } from '@/lib/jobs/schemas';
import { JobBasicsFields, JobPayFields, JobRoleFields } from './job-fields';
import { jobHref } from './jobs-url';

type JobFormMode = 'create' | 'edit';

const TEXT = {
  create: { submit: 'Create job', busy: 'Creating…', done: 'Job created. Opening it…' },
  edit: { submit: 'Save changes', busy: 'Saving…', done: 'Changes saved.' },
};

const itemPaths = <L extends 'joiningLocations' | 'skills'>(list: L, max: number) => Array.from({ length: max }, (_, i) => `${list}.${i}` as const);

/** The boxes on the form, the lists' items included (the server names an unknown location by its position). */
const JOB_FIELDS = [
  'jobCode',
  'title',
  'description',
  'orgUnitCode',
  'joiningLocations',
  'employmentType',
  'minExp',
  'maxExp',
  'skills',
  'openings',
  'salaryMin',
  'salaryMax',
  'currencyCode',
  'referralBonus',
  'closingDate',
  'owner',
  ...itemPaths('joiningLocations', 10),
  ...itemPaths('skills', 30),
] as const;

const NEW_JOB_VALUES: DefaultValues<JobFormValues> = {
  title: '',
  description: '',
  orgUnitCode: '',
  joiningLocations: [],
  employmentType: 'full_time',
  minExp: 0,
  skills: [],
  openings: 1,
  salaryMin: null,
  salaryMax: null,
  currencyCode: 'INR',
  referralBonus: null,
  closingDate: null,
};

/** What the edit form starts from: the job as saved, in the shape the API takes. */
export function formValuesOf(job: JobRecord): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    orgUnitCode: job.orgUnitCode,
    joiningLocations: job.joiningLocations.map((l) => l.location),
    employmentType: job.employmentType,
    minExp: job.minExp,
    maxExp: job.maxExp,
    skills: job.skills,
    openings: job.openings,
    salaryMin: job.salary?.min ?? null,
    salaryMax: job.salary?.max ?? null,
    currencyCode: job.currencyCode,
    referralBonus: job.referralBonus,
    closingDate: job.closingDate,
    owner: job.owner?.username,
  };
}

type JobFormProps = {
  mode: JobFormMode;
  defaultValues: DefaultValues<JobFormValues>;
  /** Saves the job; throws (an ApiRequestError) when the server refuses it. */
  onSave: (values: JobCreate) => Promise<void>;
  /** Shows the values without letting them change (a closed job). */
  readOnly?: boolean;
};

function JobForm({ mode, defaultValues, onSave, readOnly = false, filters }: JobFormProps & { filters: DirectoryFilters }) {
  // The API's own schemas, so the form refuses exactly what the server would.
  const { form, failure, submit, preload } = useOperationForm<JobFormValues, JobCreate>({
    schema: () => import('@/lib/jobs/schemas').then((module) => (mode === 'create' ? module.jobCreateSchema : module.jobUpdateSchema)),
    fields: JOB_FIELDS,
    defaultValues,
  });
  const [saved, setSaved] = useState(false);
  const [allBeside, setAllBeside] = useState(false);
  const { isSubmitting } = form.formState;
  const text = TEXT[mode];

  async function save(values: JobCreate) {
    setSaved(false);
    try {
      await onSave(values);
      setSaved(true);
    } catch (error) {
      // The alert says so even when every message sits beside its box, so the failure is heard as well as seen.
      setAllBeside(formFailure(error, JOB_FIELDS).message === null);
      throw error;
    }
  }

  const alert = failure ?? (allBeside ? SEE_FIELD_MESSAGES : null);
  // A created job is being opened; a second click would create it twice.
  const locked = isSubmitting || (mode === 'create' && saved);
  return (
    <FormProvider {...form}>
      <form
        onFocus={preload}
        onSubmit={(e) => {
          setAllBeside(false);
          void submit(save)(e);
        }}
        noValidate
        className="space-y-6"
      >
        <fieldset disabled={readOnly} className="space-y-6">
          <JobBasicsFields withJobCode={mode === 'create'} />
          <JobRoleFields filters={filters} mode={mode} />
          <JobPayFields />
        </fieldset>
        {alert ? <Alert title="The job was not saved">{alert}</Alert> : null}
        {readOnly ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={locked}>
              {isSubmitting ? <Spinner /> : null}
              {isSubmitting ? text.busy : text.submit}
            </Button>
            <p role="status" className="text-sm font-medium text-green-800">
              {saved ? text.done : ''}
            </p>
          </div>
        )}
      </form>
    </FormProvider>
  );
}

/**
 * The form once the business units and locations are known: a select rendered before its options
 * would show the placeholder while the form holds the saved unit.
 */
export function JobFormLoader(props: JobFormProps) {
  const filters = useDirectoryFilters();
  if (filters.isError) {
    return (
      <Alert
        title="The business units and locations could not be loaded"
        action={
          <Button variant="secondary" onClick={() => void filters.refetch()} disabled={filters.isFetching}>
            Retry
          </Button>
        }
      >
        {errorMessage(filters.error)} The form needs them.
      </Alert>
    );
  }
  if (!filters.data) {
    return (
      <LoadingView status="Loading the form…" className="space-y-4">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-72 w-full" />
      </LoadingView>
    );
  }
  return <JobForm {...props} filters={filters.data} />;
}

/** The new-job page's form: on success, the new job's page. */
export function NewJobView() {
  const router = useRouter();
  const create = useCreateJob();

  async function onSave(values: JobCreate) {
    const job = await create.mutateAsync({ body: values });
    router.push(jobHref(job.jobCode));
  }

  return <JobFormLoader mode="create" defaultValues={NEW_JOB_VALUES} onSave={onSave} />;
}
