import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder rows for a recruiter list (jobs, candidates) while it loads. */
export function RecordListSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {Array.from({ length: 5 }, (_, i) => (
        <li key={i} className="space-y-2 rounded-lg border border-gray-200 bg-white p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-8 w-full max-w-md" />
        </li>
      ))}
    </ul>
  );
}
