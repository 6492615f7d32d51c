'use client';

import { useId, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryAlert } from '@/components/ui/retry-alert';
import { LEAVE_TYPES } from '@/lib/leave/constants';
import { useLeaveBalance } from '@/lib/leave/hooks';
import { BalanceCard } from './balance-card';
import { leaveYears } from './leave-years';

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
