import type { ReactNode } from 'react';
import { formatLeaveDates } from '../leave-format';

// What the approvals page's cards (regularisations, flagged punches) share: the card with whose request it
// is, a term and its value in its list of facts, and days and times written as the leave queue writes them.

type PersonCardProps = {
  /** tells cards apart for screen readers ("Arjun Sharma, Mon, 13 Apr, 2026") */
  label: string;
  name: string;
  username: string;
  /** the Facts */
  children: ReactNode;
  /** the decision, below the facts */
  decide: ReactNode;
};

/** One request on a card: the person, the facts to weigh, and the decision. */
export function PersonCard({ label, name, username, children, decide }: PersonCardProps) {
  return (
    <article aria-label={label} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <h3 className="min-w-0 text-base">
        <span className="block font-semibold break-words text-gray-900">{name}</span>
        <span className="block text-xs text-gray-700">{username}</span>
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">{children}</dl>
      {decide}
    </article>
  );
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-gray-700">{term}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** "Mon, 13 Apr, 2026". */
export function formatDay(isoDate: string): string {
  return formatLeaveDates(isoDate, isoDate);
}
