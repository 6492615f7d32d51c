import { Skeleton } from '@/components/ui/skeleton';

/** A payslip's shape while it loads: the header, three tables and the year so far. */
export function PayslipSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      <Skeleton className="h-28" />
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
      <Skeleton className="h-24" />
    </div>
  );
}
