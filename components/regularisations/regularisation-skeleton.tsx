import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder cards in the shape of a regularisation (person, facts, comment and buttons) while the queue loads. */
export function RegularisationSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-3 lg:grid-cols-2">
      {Array.from({ length: 2 }, (_, i) => (
        <li key={i} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-10 w-44" />
        </li>
      ))}
    </ul>
  );
}
