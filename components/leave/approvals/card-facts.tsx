import type { ReactNode } from 'react';
import { formatLeaveDates } from '../leave-format';

// What the approvals page's cards (regularisations, flagged punches) share: a term and its value in the
// card's list of facts, and days and times written as the leave queue above them writes them.

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-gray-700">{term}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** "09:40:00" -> "09:40": punches and asked times are whole minutes in practice. */
export function clock(time: string): string {
  return time.slice(0, 5);
}

/** "Mon, 13 Apr, 2026". */
export function formatDay(isoDate: string): string {
  return formatLeaveDates(isoDate, isoDate);
}
