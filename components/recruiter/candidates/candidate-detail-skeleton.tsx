import { Skeleton } from '@/components/ui/skeleton';

export function CandidateDetailSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <h1 className="sr-only">Candidate</h1>
      <p role="status" className="sr-only">
        Loading the candidate…
      </p>
      <div className="space-y-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-6 w-40" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-64 w-full lg:col-start-2 lg:row-start-1" />
        <Skeleton className="h-96 w-full lg:col-start-1 lg:row-start-1" />
      </div>
    </div>
  );
}
