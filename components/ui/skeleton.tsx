import { cx } from './cx';

export function Skeleton({ className }: { className?: string }) {
  const shaped = className?.includes('rounded');
  return <div aria-hidden="true" className={cx('animate-pulse bg-gray-200', !shaped && 'rounded-md', className)} />;
}
