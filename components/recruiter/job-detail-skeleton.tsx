import { Skeleton } from '@/components/ui/skeleton';

export function JobDetailSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <h1 className="sr-only">Job</h1>
      <p role="status" className="sr-only">
        Loading the job…
      </p>
      <div className="space-y-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-6 w-56 max-w-full" />
      </div>
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
