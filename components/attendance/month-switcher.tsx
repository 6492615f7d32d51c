import { Button } from '@/components/ui/button';
import { formatMonth } from '@/components/ui/date-words';
import { shiftMonth } from './calendar-dates';

type MonthSwitcherProps = { month: string; currentMonth: string; onMonth: (month: string) => void };

/** Previous and next month; there is nothing to see after the current one. */
export function MonthSwitcher({ month, currentMonth, onMonth }: MonthSwitcherProps) {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <div role="group" aria-label="Month" className="flex gap-2">
      <Button variant="secondary" onClick={() => onMonth(previous)} aria-label={`Previous month, ${formatMonth(previous)}`}>
        <span aria-hidden="true">←</span> Previous
      </Button>
      <Button variant="secondary" onClick={() => onMonth(next)} disabled={month >= currentMonth} aria-label={`Next month, ${formatMonth(next)}`}>
        Next <span aria-hidden="true">→</span>
      </Button>
    </div>
  );
}
