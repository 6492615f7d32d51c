import { Skeleton } from '@/components/ui/skeleton';

/** The page's shape while the period list loads: the year picker, the chart and a payslip. */
export function PayrollSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-8">
      <Skeleton className="h-16 w-full sm:w-56" />
      <Skeleton className="h-72" />
      <Skeleton className="h-64" />
    </div>
  );
}
