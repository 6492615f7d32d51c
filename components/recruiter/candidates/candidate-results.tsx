'use client';

import { RecordListSkeleton } from '@/components/ui/record-list-skeleton';
import { NoAccessMessage } from '@/components/recruiter/record-view';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { useCandidates, type CandidateListParams } from '@/lib/candidates/hooks';
import { CandidateCards } from './candidate-cards';
import { AddCandidateLink } from './candidate-link';
import { CandidateTable } from './candidate-table';
import { CANDIDATES_PAGE_SIZE } from './candidates-url';

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
          Try part of the name, e-mail or mobile number, or another status or job.
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
