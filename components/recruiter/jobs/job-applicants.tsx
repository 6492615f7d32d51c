'use client';

import Link from 'next/link';
import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { OrgDay } from '@/components/ui/org-time';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { candidateHref } from '@/components/ui/page-links';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { usePageUpdate } from '@/components/ui/use-url-state';
import { APPLICATION_STAGES, sourceWords, STAGE_LABELS, type ApplicationStage } from '@/lib/applications/stages';
import { capitalised } from '@/components/ui/format';
import { StageBadge } from '@/components/ui/stage-badge';
import { useJobApplicants, type JobApplicant, type JobApplicantPage } from '@/lib/jobs/hooks';
import { NoAccessMessage } from '../no-access';
import { APPLICANTS_PAGE_SIZE, useApplicantsUrl } from './jobs-url';

/** "Applied through the career site", "Was referred by Arjun Sharma": how the person came to the job. */
function sourceText({ source, referrerName }: Pick<JobApplicant, 'source' | 'referrerName'>): string {
  return capitalised(sourceWords(source, referrerName));
}

function ApplicantLink({ applicant }: { applicant: JobApplicant }) {
  return (
    <Link href={candidateHref(applicant.candidateId)} className="font-semibold break-words text-indigo-800 underline-offset-2 hover:underline">
      {applicant.fullName}
    </Link>
  );
}

function Applied({ applicant }: { applicant: JobApplicant }) {
  return <OrgDay iso={applicant.createdAt} />;
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase';

/** Wide screens: one row per applicant. */
function ApplicantTable({ applicants }: { applicants: JobApplicant[] }) {
  return (
    <table className="w-full border-collapse overflow-hidden rounded-lg border border-gray-200 bg-white text-sm">
      <thead className="bg-gray-50">
        <tr>
          <th scope="col" className={th}>Name</th>
          <th scope="col" className={th}>Stage</th>
          <th scope="col" className={th}>Source</th>
          <th scope="col" className={th}>Applied</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">
        {applicants.map((applicant) => (
          <tr key={applicant.applicationId} className="align-top">
            <th scope="row" className="px-3 py-3 text-left font-normal">
              <ApplicantLink applicant={applicant} />
            </th>
            <td className="px-3 py-3">
              <StageBadge stage={applicant.stage} />
            </td>
            <td className="px-3 py-3 text-gray-800">{sourceText(applicant)}</td>
            <td className="px-3 py-3 whitespace-nowrap text-gray-800">
              <Applied applicant={applicant} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Narrow screens: one card per applicant, with the same content as a table row. */
function ApplicantCards({ applicants }: { applicants: JobApplicant[] }) {
  return (
    <ul className="space-y-3">
      {applicants.map((applicant) => (
        <li key={applicant.applicationId} className="space-y-2 rounded-lg border border-gray-200 bg-white p-4 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="min-w-0">
              <ApplicantLink applicant={applicant} />
            </h3>
            <StageBadge stage={applicant.stage} />
          </div>
          <p className="text-gray-800">{sourceText(applicant)}</p>
          <p className="text-gray-700">
            Applied <Applied applicant={applicant} />
          </p>
        </li>
      ))}
    </ul>
  );
}

type StageFilterProps = {
  value: ApplicationStage | '';
  /** The count at each stage, once the first page has arrived. */
  byStage: ByStage | undefined;
  onChange: (stage: ApplicationStage | '') => void;
};

type ByStage = JobApplicantPage['byStage'];

const totalOf = (byStage: ByStage) => APPLICATION_STAGES.reduce((sum, stage) => sum + byStage[stage], 0);
const countWords = (n: number) => `${n} ${n === 1 ? 'applicant' : 'applicants'}`;

/** Every stage with its count, one of them pressed: the counts stay whole whichever stage the list shows. */
function StageFilter({ value, byStage, onChange }: StageFilterProps) {
  const options = [
    { stage: '' as const, label: 'All stages', count: byStage && totalOf(byStage) },
    ...APPLICATION_STAGES.map((stage) => ({ stage, label: STAGE_LABELS[stage], count: byStage?.[stage] })),
  ];
  return (
    <div role="group" aria-label="Show applicants at" className="flex flex-wrap gap-2">
      {options.map(({ stage, label, count }) => {
        const pressed = value === stage;
        return (
          <button
            key={stage || 'all'}
            type="button"
            aria-pressed={pressed}
            // "Screening 1 applicant": the words on the button, then what the number counts.
            aria-label={count === undefined ? label : `${label} ${countWords(count)}`}
            onClick={() => onChange(stage)}
            className={cx(
              'inline-flex min-h-10 items-center gap-2 rounded-md border px-3 text-sm font-medium',
              pressed ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
            )}
          >
            {label}
            {count === undefined ? null : (
              <span className={cx('rounded-full px-2 text-xs font-semibold', pressed ? 'bg-white text-indigo-900' : 'bg-gray-100 text-gray-900')}>
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** The job's applicants by stage: how many at each, and a page of them with who they are and how they came. */
export function JobApplicants({ jobCode }: { jobCode: string }) {
  const [state, update] = useApplicantsUrl(jobCode);
  const onStage = useCallback((stage: ApplicationStage | '') => update({ stage }), [update]);
  const onPage = usePageUpdate(update, 'applicants');
  const query = useJobApplicants(jobCode, {
    offset: (state.page - 1) * APPLICANTS_PAGE_SIZE,
    limit: APPLICANTS_PAGE_SIZE,
    ...(state.stage ? { stage: state.stage } : {}),
  });
  const stageLabel = state.stage ? STAGE_LABELS[state.stage] : '';

  return (
    <ListResults
      query={query}
      id="applicants"
      heading="Applicants"
      noun="applicants"
      page={state.page}
      pageSize={APPLICANTS_PAGE_SIZE}
      onPage={onPage}
      skeleton={<RecordListSkeleton />}
      forbidden={<NoAccessMessage />}
      filtered={Boolean(state.stage)}
      controls={<StageFilter value={state.stage} byStage={query.data?.byStage} onChange={onStage} />}
      noMatches={
        <EmptyState
          title={`No applicants at ${stageLabel}`}
          action={
            <Button variant="secondary" onClick={() => onStage('')}>
              Show every stage
            </Button>
          }
        >
          {query.data ? `The job has ${countWords(totalOf(query.data.byStage))} in all.` : null}
        </EmptyState>
      }
      empty={
        <EmptyState title="No applicants yet">
          People appear here once they apply on the career site, a colleague refers them or a recruiter adds them.
        </EmptyState>
      }
    >
      {(applicants) => <ResponsiveList table={<ApplicantTable applicants={applicants} />} cards={<ApplicantCards applicants={applicants} />} />}
    </ListResults>
  );
}
