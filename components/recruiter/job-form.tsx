'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { DirectoryFilters } from '@/lib/directory/hooks';
import { jobCreateSchema, jobUpdateSchema, type JobCreate, type JobFormValues } from '@/lib/jobs/schemas';
import { friendlyMessages } from '@/components/ui/form/schema-resolver';
import { JobBasicsFields } from './job-form-basics';
import { JobPayFields } from './job-form-pay';
import { JobRoleFields } from './job-form-role';
import { showServerErrors } from './server-errors';

export type JobFormMode = 'create' | 'edit';

// The API's own schemas, so the form refuses exactly what the server would.
const RESOLVERS = {
  create: zodResolver(jobCreateSchema, { error: friendlyMessages }),
  edit: zodResolver(jobUpdateSchema, { error: friendlyMessages }),
};

const TEXT = {
  create: { submit: 'Create job', busy: 'Creating…', done: 'Job created. Opening it…' },
  edit: { submit: 'Save changes', busy: 'Saving…', done: 'Changes saved.' },
};

export type JobFormProps = {
  mode: JobFormMode;
  defaultValues: DefaultValues<JobFormValues>;
  /** Saves the job; throws (an ApiRequestError) when the server refuses it. */
  onSave: (values: JobCreate) => Promise<void>;
  /** Shows the values without letting them change (a closed job). */
  readOnly?: boolean;
};

export function JobForm({ mode, defaultValues, onSave, readOnly = false, filters }: JobFormProps & { filters: DirectoryFilters }) {
  const form = useForm<JobFormValues, unknown, JobCreate>({ resolver: RESOLVERS[mode], defaultValues });
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { isSubmitting } = form.formState;
  const text = TEXT[mode];

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      await onSave(values);
      setSaved(true);
    } catch (error) {
      setFailure(showServerErrors(error, form.setError));
    }
  });

  // A created job is being opened; a second click would create it twice.
  const locked = isSubmitting || (mode === 'create' && saved);
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <fieldset disabled={readOnly} className="space-y-6">
          <JobBasicsFields withJobCode={mode === 'create'} />
          <JobRoleFields filters={filters} />
          <JobPayFields />
        </fieldset>
        {failure ? <Alert title="The job was not saved">{failure}</Alert> : null}
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
