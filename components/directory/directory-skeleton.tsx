import { Skeleton } from '@/components/ui/skeleton';
import { ResultsSkeleton } from './results-skeleton';

/** Shown while the page reads its URL on first render. */
export function DirectorySkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        Loading the directory…
      </p>
      <Skeleton className="h-24 w-full" />
      <ResultsSkeleton />
    </div>
  );
}
