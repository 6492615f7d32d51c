'use client';

import { Suspense } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { formatDate } from '@/components/ui/date-words';
import { careerJobHref } from '@/components/ui/page-links';
import { RecordListSkeleton, Skeleton } from '@/components/ui/skeleton';
import { EMPLOYMENT_TYPE_LABELS } from '@/lib/jobs/constants';
import { useJob, useUpdateJob, type JobRecord } from '@/lib/jobs/hooks';
import type { JobCreate } from '@/lib/jobs/schemas';
import { RecordSkeleton, RecordView } from '../record-view';
import { JobActionButtons, JobActionFeedback, useJobActions } from './job-actions';
import { JobApplicants } from './job-applicants';
import { PublicationFlags, StatusBadge } from './job-badges';
import { formValuesOf, JobFormLoader } from './job-form';
import { postedLabel } from './job-list';

function JobDetailSkeleton() {
  return (
    <RecordSkeleton noun="Job" statusBar="h-6 w-56 max-w-full">
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-96 w-full" />
    </RecordSkeleton>
  );
}

/** The job's heading and where it stands: code, state, publication and dates. */
function JobSummary({ job }: { job: JobRecord }) {
  const live = job.status === 'open' && job.publishedOnPortal;
  return (
    <header className="space-y-3">
      <div>
        <p className="font-mono text-sm text-gray-700">{job.jobCode}</p>
        <h1 className="text-2xl font-bold break-words text-gray-900">{job.title}</h1>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={job.status} />
        <PublicationFlags job={job} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-gray-700">Business unit</dt>
        <dd className="text-gray-900">{job.businessUnitName}</dd>
        <dt className="text-gray-700">Employment</dt>
        <dd className="text-gray-900">{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</dd>
        <dt className="text-gray-700">Posted</dt>
        <dd className="text-gray-900">{postedLabel(job)}</dd>
        <dt className="text-gray-700">Closing date</dt>
        <dd className="text-gray-900">{job.closingDate ? formatDate(job.closingDate) : 'None'}</dd>
        <dt className="text-gray-700">Owner</dt>
        <dd className="text-gray-900">{job.owner ? job.owner.displayName : 'Nobody yet'}</dd>
      </dl>
      {live ? (
        <p className="text-sm">
          <a href={careerJobHref(job.jobCode)} className="font-medium text-indigo-800 underline">
            View the public page on the career site
          </a>
        </p>
      ) : null}
    </header>
  );
}

const section = 'space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6';

function JobDetail({ job }: { job: JobRecord }) {
  const update = useUpdateJob(job.jobCode);
  const actions = useJobActions();
  const closed = job.status === 'closed';

  async function onSave({ jobCode: _jobCode, owner, ...values }: JobCreate) {
    // The owner goes only when it changed: an owner who has since left would fail every other edit.
    await update.mutateAsync(owner && owner !== job.owner?.username ? { ...values, owner } : values);
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
      {/* The stage and page come from the URL, which needs a Suspense boundary on first render. */}
      <Suspense fallback={<RecordListSkeleton />}>
        <JobApplicants jobCode={job.jobCode} />
      </Suspense>
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

export function JobDetailView({ jobCode }: { jobCode: string }) {
  return (
    <RecordView query={useJob(jobCode)} noun="Job" back={{ href: '/recruiter/jobs', label: 'Back to all jobs' }} skeleton={<JobDetailSkeleton />}>
      {(job) => <JobDetail job={job} />}
    </RecordView>
  );
}
