import type { ReactNode } from 'react';
import { cx } from './cx';

export function Skeleton({ className }: { className?: string }) {
  const shaped = className?.includes('rounded');
  return <div aria-hidden="true" className={cx('animate-pulse bg-gray-200', !shaped && 'rounded-md', className)} />;
}

/** One placeholder bar for each class list, in order: the lines of a card or a header while it loads. */
export function skeletonBars(bars: readonly string[]): ReactNode[] {
  return bars.map((bar, i) => <Skeleton key={i} className={bar} />);
}

type SkeletonListProps = { count: number; className?: string; itemClassName: string; children: ReactNode };

/** `count` placeholder cards of the same shape, hidden from screen readers (the view's status line speaks). */
export function SkeletonList({ count, className, itemClassName, children }: SkeletonListProps) {
  return (
    <ul aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={itemClassName}>
          {children}
        </li>
      ))}
    </ul>
  );
}

type LoadingViewProps = {
  /** What screen readers hear: "Loading your profile…" */
  status: string;
  /** The page's heading, for screen readers, when the view that loads would have given it. */
  heading?: string;
  className?: string;
  children: ReactNode;
};

/** A whole view's placeholder: busy, with a status line that screen readers announce. */
export function LoadingView({ status, heading, className = 'space-y-6', children }: LoadingViewProps) {
  return (
    <div aria-busy="true" className={className}>
      {heading ? <h1 className="sr-only">{heading}</h1> : null}
      <p role="status" className="sr-only">
        {status}
      </p>
      {children}
    </div>
  );
}

/** Placeholder rows for a list of records (jobs, candidates, referrals, notifications) while it loads. */
export function RecordListSkeleton() {
  return (
    <SkeletonList count={5} className="space-y-3" itemClassName="space-y-2 rounded-lg border border-gray-200 bg-white p-4">
      {skeletonBars(['h-5 w-2/3', 'h-4 w-1/3', 'h-8 w-full max-w-md'])}
    </SkeletonList>
  );
}
