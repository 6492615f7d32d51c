'use client';

import { useId, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/retry-alert';
import { LEAVE_TYPES } from '@/lib/leave/constants';
import { useLeaveBalance, type LeaveBalanceItem } from '@/lib/leave/hooks';
import { formatAmount, leaveYears } from './leave-format';

const GRID = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

type BalanceSectionProps = { username: string; currentYear: number };

/** Allocated, used, pending and available days per type, for this year or another. */
export function BalanceSection({ username, currentYear }: BalanceSectionProps) {
  const yearId = useId();
  const [year, setYear] = useState(currentYear);
  const balance = useLeaveBalance(username, year);

  let body: ReactNode;
  if (balance.isError) {
    body = (
      <RetryAlert title="Your balance could not be loaded" error={balance.error} retrying={balance.isFetching} onRetry={() => void balance.refetch()} />
    );
  } else if (!balance.data) {
    body = (
      <div aria-hidden="true" className={GRID}>
        {LEAVE_TYPES.map((type) => (
          <Skeleton key={type} className="h-36" />
        ))}
      </div>
    );
  } else if (balance.data.items.length === 0) {
    body = <EmptyState title={`No leave is set up for you in ${year}.`}>Ask HR if you expected a balance here.</EmptyState>;
  } else {
    body = (
      <div className={GRID}>
        {balance.data.items.map((item) => (
          <BalanceCard key={item.leaveType} item={item} />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="balance-heading" aria-busy={balance.isFetching} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="balance-heading" className="text-lg font-semibold text-gray-900">
          Your balance in {year}
        </h2>
        <div className="w-40">
          <Field id={yearId} label="Balance year">
            <Select id={yearId} value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {leaveYears(currentYear).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </div>
      <p role="status" className="sr-only">
        {!balance.data && !balance.isError ? 'Loading your balance…' : ''}
      </p>
      {body}
    </section>
  );
}

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
function BalanceCard({ item }: { item: LeaveBalanceItem }) {
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
