'use client';

import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListResults } from '@/components/ui/list-results';
import { Skeleton, skeletonBars, SkeletonList } from '@/components/ui/skeleton';
import { useDirectory, type DirectoryEntry, type DirectoryParams } from '@/lib/directory/hooks';

export const DIRECTORY_PAGE_SIZE = 20;

function PersonCard({ person }: { person: DirectoryEntry }) {
  return (
    <li className="flex gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <Avatar name={person.displayName} src={person.pictureUrl} size="md" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-gray-900">{person.displayName}</h3>
        <p className="text-sm text-gray-800">{person.designation}</p>
        <p className="mt-1 text-sm text-gray-700">
          <span className="sr-only">Business unit: </span>
          {person.businessUnitName}
        </p>
        <p className="text-sm text-gray-700">
          <span className="sr-only">Location: </span>
          {person.locationName}
        </p>
        <a href={`mailto:${person.workEmail}`} className="mt-1 inline-block text-sm break-all text-indigo-800 underline">
          {person.workEmail}
        </a>
      </div>
    </li>
  );
}

export function ResultsSkeleton() {
  return (
    <SkeletonList count={6} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" itemClassName="flex gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <Skeleton className="size-12 rounded-full" />
      <div className="flex-1 space-y-2">{skeletonBars(['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-2/3'])}</div>
    </SkeletonList>
  );
}

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
      pageSize={DIRECTORY_PAGE_SIZE}
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
