'use client';

import { Button } from '@/components/ui/button';
import type { LeaveBalanceItem } from '@/lib/leave/hooks';
import { formatDayCount } from './leave-format';
import type { LeaveDaysState } from './use-leave-days';
import { describeLeaveDays } from './working-days-text';

type WorkingDaysSummaryProps = {
  id: string;
  state: LeaveDaysState;
  /** The chosen type's balance in the year of the start date, when known. */
  balance: LeaveBalanceItem | undefined;
  year: number;
};

/** The live count under the dates, and a warning when it is more than the balance (the server decides). */
export function WorkingDaysSummary({ id, state, balance, year }: WorkingDaysSummaryProps) {
  let text = 'Pick the start and end dates to see how many working days they take.';
  if (state.kind === 'invalid') text = state.message;
  else if (state.kind === 'loading') text = 'Counting the working days…';
  else if (state.kind === 'failed') text = 'The holiday calendar could not be loaded, so the days cannot be counted here; the server counts them when you apply.';
  else if (state.kind === 'counted') text = describeLeaveDays(state.count);

  const days = state.kind === 'counted' ? state.count.days : 0;
  const short = balance && balance.available !== null && days > balance.available ? balance.available : null;

  return (
    <div id={id} className="space-y-2 rounded-md bg-gray-50 p-3 text-sm">
      {/* Announced as it changes, so a screen reader hears the new count after each date. */}
      <p role="status" aria-live="polite" className="font-medium text-gray-900">
        {text}
      </p>
      {state.kind === 'failed' ? (
        <Button variant="secondary" onClick={state.retry} disabled={state.retrying}>
          Count again
        </Button>
      ) : null}
      {short !== null && balance ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950">
          You have {formatDayCount(short)} of {balance.name.toLowerCase()} available in {year}. You can still apply, but the request will be
          refused unless the balance covers it: pick fewer days or another type.
        </p>
      ) : null}
    </div>
  );
}
