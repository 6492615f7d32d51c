import { Skeleton } from '@/components/ui/skeleton';

/** Two placeholder cards while a column's first page loads. */
export function BoardColumnSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {[0, 1].map((i) => (
        <li key={i} className="space-y-2 rounded-lg border border-gray-200 bg-white p-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-9 w-full" />
        </li>
      ))}
    </ul>
  );
}
