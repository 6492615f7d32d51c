import { useId } from 'react';
import type { LeaveBalanceItem } from '@/lib/leave/hooks';
import { formatAmount } from './leave-format';

/** One figure; the spaces keep the card's text "Available 11 Allocated 12 …", so figures can be matched as words. */
function Figure({ term, days, strong = false }: { term: string; days: number; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-2">
      <dt className="text-gray-700">{term}</dt>{' '}
      <dd className={strong ? 'text-2xl font-bold text-gray-900' : 'font-semibold text-gray-900'}>{formatAmount(days)}</dd>{' '}
    </div>
  );
}

/** One leave type's balance for the year, as a region named after the type (so it can be found by name). */
export function BalanceCard({ item }: { item: LeaveBalanceItem }) {
  const id = useId();
  const unpaid = item.allocated === null || item.available === null;
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3 rounded-lg border border-gray-200 bg-white p-3 text-sm sm:p-4">
      <h3 id={id} className="text-base font-semibold text-gray-900">
        {item.name}
      </h3>
      <dl className="space-y-1">
        {unpaid ? null : <Figure term="Available" days={item.available ?? 0} strong />}
        {unpaid ? null : <Figure term="Allocated" days={item.allocated ?? 0} />}
        <Figure term="Used" days={item.used} />
        <Figure term="Pending" days={item.pending} />
      </dl>
      {unpaid ? <p className="text-gray-700">Unpaid, with no balance: days taken are deducted from pay.</p> : null}
    </section>
  );
}
