'use client';

import { Suspense } from 'react';
import { ApplyLeaveForm } from './apply-leave-form';
import { BalanceSection } from './balance-section';
import type { DateWindow } from './apply-leave-fields';
import { LeaveHistory } from './leave-history';

type LeaveViewProps = {
  username: string;
  /** The organisation's date today (the server knows its time zone), which decides what may still be cancelled. */
  today: string;
  /** The first and last day leave may be applied for (the API refuses others). */
  applyWindow?: DateWindow;
};

/**
 * The employee's leave page: what is left, applying for more, and what became of each request. Each part
 * is its own Suspense boundary, never shown (nothing in them suspends on the server), so that React
 * hydrates them one at a time and gives the main thread back in between.
 */
export function LeaveView({ username, today, applyWindow }: LeaveViewProps) {
  const currentYear = Number(today.slice(0, 4));
  return (
    <div className="space-y-10">
      <Suspense>
        <BalanceSection username={username} currentYear={currentYear} />
      </Suspense>
      <div className="grid gap-10 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:items-start">
        <Suspense>
          <ApplyLeaveForm username={username} currentYear={currentYear} applyWindow={applyWindow} />
        </Suspense>
        <Suspense>
          <LeaveHistory username={username} today={today} currentYear={currentYear} />
        </Suspense>
      </div>
    </div>
  );
}
