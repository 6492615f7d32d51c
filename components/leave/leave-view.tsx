'use client';

import { ApplyLeaveForm } from './apply-leave-form';
import { BalanceSection } from './balance-section';
import { LeaveHistory } from './leave-history';

type LeaveViewProps = {
  username: string;
  /** The organisation's date today (the server knows its time zone), which decides what may still be cancelled. */
  today: string;
};

/** The employee's leave page: what is left, applying for more, and what became of each request. */
export function LeaveView({ username, today }: LeaveViewProps) {
  const currentYear = Number(today.slice(0, 4));
  return (
    <div className="space-y-10">
      <BalanceSection username={username} currentYear={currentYear} />
      <div className="grid gap-10 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] xl:items-start">
        <ApplyLeaveForm username={username} currentYear={currentYear} />
        <LeaveHistory username={username} today={today} currentYear={currentYear} />
      </div>
    </div>
  );
}
