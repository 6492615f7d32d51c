'use client';

import { useUpdateJob, type JobRecord } from '@/lib/jobs/hooks';
import type { JobCreate } from '@/lib/jobs/schemas';
import { ButtonLink } from '@/components/ui/button-link';
import { JobActionButtons } from './job-action-buttons';
import { JobActionFeedback } from './job-action-feedback';
import { JobFormLoader } from './job-form-loader';
import { formValuesOf } from './job-form-values';
import { JobSummary } from './job-summary';
import { useJobActions } from './use-job-actions';

const section = 'space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6';

export function JobDetail({ job }: { job: JobRecord }) {
  const update = useUpdateJob(job.jobCode);
  const actions = useJobActions();
  const closed = job.status === 'closed';

  async function onSave({ jobCode: _jobCode, ...values }: JobCreate) {
    await update.mutateAsync(values);
  }

  return (
    <div className="space-y-6">
      <JobSummary job={job} />
      <section aria-labelledby="job-actions-heading" className={section}>
        <h2 id="job-actions-heading" className="text-lg font-semibold text-gray-900">
          Status and publication
        </h2>
        <p className="text-sm text-gray-700">
          Jobs go from draft to open to closed. Candidates see a job on the career portal, and employees can refer people to it,
          only while it is open and published there.
        </p>
        <JobActionButtons job={job} actions={actions} />
        <JobActionFeedback actions={actions} />
      </section>
      <section aria-labelledby="job-details-heading" className="space-y-4">
        <h2 id="job-details-heading" className="text-lg font-semibold text-gray-900">
          Details
        </h2>
        {closed ? (
          <div className="rounded-md border border-gray-300 bg-gray-100 p-4 text-sm text-gray-900">
            <p className="font-semibold">This job is closed, so it is read-only.</p>
            <p className="mt-1">
              A closed job cannot be edited, reopened or published again; it stays here for the record. To hire for this role again,
              create a new job.
            </p>
            <ButtonLink href="/recruiter/jobs/new" variant="secondary" className="mt-3">
              New job
            </ButtonLink>
          </div>
        ) : null}
        {/* Remounted on closing, so the read-only view shows what was saved rather than unsaved edits. */}
        <JobFormLoader key={closed ? 'closed' : 'editable'} mode="edit" defaultValues={formValuesOf(job)} onSave={onSave} readOnly={closed} />
      </section>
    </div>
  );
}
