'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { OrgDay } from '@/components/ui/org-time';
import { ListResults } from '@/components/ui/list-results';
import { candidateHref } from '@/components/ui/page-links';
import { RecordListSkeleton } from '@/components/ui/skeleton';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useCandidates, type CandidateListParams, type CandidateSummary } from '@/lib/candidates/hooks';
import { NoAccessMessage } from '../no-access';
import { StageBadge } from '@/components/ui/stage-badge';
import { sourceWords } from '@/lib/applications/stages';
import { capitalised } from '@/components/ui/format';
import { applicationCount } from './application-words';
import { CANDIDATES_PAGE_SIZE } from './candidates-url';

/** The summary's name, falling back to the id so a row never has an empty link. */
function CandidateNameLink({ candidate }: { candidate: Pick<CandidateSummary, 'candidateId' | 'fullName'> }) {
  return (
    <Link href={candidateHref(candidate.candidateId)} className="font-semibold break-words text-indigo-800 underline-offset-2 hover:underline">
      {candidate.fullName.trim() || candidate.candidateId}
    </Link>
  );
}

type Newest = Pick<CandidateSummary, 'jobCode' | 'jobTitle' | 'source'>;

/** The newest application: its job's title over its code, and how it came in; "None" without one. */
function NewestApplication({ candidate }: { candidate: Newest }) {
  if (!candidate.jobCode) return <span className="text-gray-700">None</span>;
  return (
    <>
      <span className="block break-words text-gray-900">{candidate.jobTitle ?? candidate.jobCode}</span>
      <span className="block font-mono text-xs text-gray-700">{candidate.jobCode}</span>
      {candidate.source ? <span className="block text-xs text-gray-700">{capitalised(sourceWords(candidate.source))}</span> : null}
    </>
  );
}

/** The derived stage, and how many applications it is drawn from. */
function CandidateStage({ candidate }: { candidate: Pick<CandidateSummary, 'status' | 'applicationCount'> }) {
  return (
    <>
      <StageBadge stage={candidate.status} />
      {candidate.applicationCount > 0 ? <span className="mt-1 block text-xs whitespace-nowrap text-gray-700">{applicationCount(candidate.applicationCount)}</span> : null}
    </>
  );
}

/** The create form (its own page), offered from the list's header and its empty state. */
export function AddCandidateLink() {
  return <ButtonLink href="/recruiter/candidates/new">Add a candidate</ButtonLink>;
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase';
const td = 'px-3 py-3 text-gray-800';

/** Wide screens: one row per candidate; e-mail and mobile share a column so the table fits without scrolling. */
function CandidateTable({ candidates }: { candidates: CandidateSummary[] }) {
  return (
    <table className="w-full border-collapse overflow-hidden rounded-lg border border-gray-200 bg-white text-sm">
      <thead className="bg-gray-50">
        <tr>
          <th scope="col" className={th}>Candidate</th>
          <th scope="col" className={th}>Contact</th>
          <th scope="col" className={th}>Newest application</th>
          <th scope="col" className={th}>Status</th>
          <th scope="col" className={th}>Resume</th>
          <th scope="col" className={th}>Added</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">
        {candidates.map((c) => (
          <tr key={c.candidateId} className="align-top">
            <th scope="row" className="px-3 py-3 text-left font-normal">
              <CandidateNameLink candidate={c} />
              <span className="block font-mono text-xs text-gray-700">{c.candidateId}</span>
            </th>
            <td className={td}>
              <span className="block break-all">{c.primaryEmail ?? 'No e-mail'}</span>
              <span className="block whitespace-nowrap">{c.mobileNumber ?? 'No mobile'}</span>
            </td>
            <td className={td}>
              <NewestApplication candidate={c} />
            </td>
            <td className="px-3 py-3">
              <CandidateStage candidate={c} />
            </td>
            <td className={td}>{c.hasResume ? 'Yes' : 'No'}</td>
            <td className={`${td} whitespace-nowrap`}><OrgDay iso={c.createdAt} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Narrow screens: one card per candidate, with the same content as a table row. */
function CandidateCards({ candidates }: { candidates: CandidateSummary[] }) {
  return (
    <ul className="space-y-3">
      {candidates.map((c) => (
        <li key={c.candidateId} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="min-w-0">
              <CandidateNameLink candidate={c} />
              <span className="block font-mono text-xs text-gray-700">{c.candidateId}</span>
            </h3>
            <div className="text-right">
              <CandidateStage candidate={c} />
            </div>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-700">E-mail</dt>
            <dd className="break-all text-gray-900">{c.primaryEmail ?? 'None'}</dd>
            <dt className="text-gray-700">Mobile</dt>
            <dd className="text-gray-900">{c.mobileNumber ?? 'None'}</dd>
            <dt className="text-gray-700">Newest application</dt>
            <dd>
              <NewestApplication candidate={c} />
            </dd>
            <dt className="text-gray-700">Resume</dt>
            <dd className="text-gray-900">{c.hasResume ? 'Yes' : 'No'}</dd>
            <dt className="text-gray-700">Added</dt>
            <dd className="text-gray-900">
              <OrgDay iso={c.createdAt} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

type CandidateResultsProps = {
  params: CandidateListParams;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onClear: () => void;
};

export function CandidateResults({ params, page, filtered, onPage, onClear }: CandidateResultsProps) {
  return (
    <ListResults
      query={useCandidates(params)}
      id="candidates"
      heading={filtered ? 'Matching candidates' : 'All candidates'}
      noun="candidates"
      page={page}
      pageSize={CANDIDATES_PAGE_SIZE}
      onPage={onPage}
      skeleton={<RecordListSkeleton />}
      forbidden={<NoAccessMessage />}
      filtered={filtered}
      noMatches={
        <EmptyState title="No candidates match these filters." action={<Button variant="secondary" onClick={onClear}>Clear filters</Button>}>
          Try part of the name, e-mail or mobile number, or another stage or job.
        </EmptyState>
      }
      empty={
        <EmptyState title="No candidates yet" action={<AddCandidateLink />}>
          Candidates arrive from the career site, from referrals and the API, or you can add one yourself.
        </EmptyState>
      }
    >
      {(candidates) => <ResponsiveList table={<CandidateTable candidates={candidates} />} cards={<CandidateCards candidates={candidates} />} />}
    </ListResults>
  );
}
