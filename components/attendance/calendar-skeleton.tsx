import { Skeleton } from '@/components/ui/skeleton';

/** A list of days on narrow screens, a Monday-to-Sunday grid on wide ones. */
export const CALENDAR_GRID = 'grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-7';

/** Placeholder days while a month loads, in the calendar's own layout. */
export function CalendarSkeleton() {
  return (
    <div aria-hidden="true" className={CALENDAR_GRID}>
      {Array.from({ length: 35 }, (_, i) => (
        <Skeleton key={i} className="h-14 lg:h-32" />
      ))}
    </div>
  );
}
