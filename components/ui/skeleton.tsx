import { cx } from './cx';

export function Skeleton({ className }: { className?: string }) {
  const shaped = className?.includes('rounded');
  return <div aria-hidden="true" className={cx('animate-pulse bg-gray-200', !shaped && 'rounded-md', className)} />;
}

/** Placeholder rows for a list of records (jobs, candidates, referrals, notifications) while it loads. */
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
