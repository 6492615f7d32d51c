'use client';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { useDirectory, type DirectoryParams } from '@/lib/directory/hooks';
import { PAGE_SIZE } from './directory-url';
import { PersonCard } from './person-card';
import { ResultsSkeleton } from './results-skeleton';

type DirectoryResultsProps = {
  params: DirectoryParams;
  page: number;
  onPage: (page: number) => void;
  onClear: () => void;
};

export function DirectoryResults({ params, page, onPage, onClear }: DirectoryResultsProps) {
  return (
    <ListResults
      query={useDirectory(params)}
      id="results"
      heading="People"
      noun="people"
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      skeleton={<ResultsSkeleton />}
      noMatches={
        <EmptyState title="No one matches these filters." action={<Button variant="secondary" onClick={onClear}>Clear filters</Button>}>
          Try a shorter search, or another business unit or location.
        </EmptyState>
      }
    >
      {(people) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {people.map((person) => (
            <PersonCard key={person.username} person={person} />
          ))}
        </ul>
      )}
    </ListResults>
  );
}
