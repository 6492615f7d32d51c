'use client';

import type { ReactNode } from 'react';
import { formatMonth } from '@/components/ui/date-words';
import { EmptyState } from '@/components/ui/empty-state';
import { usePayslip, type Period } from '@/lib/payroll/hooks';
import { MonthPicker } from './month-picker';
import { PayslipDetails } from './payslip-details';
import { PayslipSkeleton } from './payslip-skeleton';
import { RetryAlert } from '@/components/ui/retry-alert';

type PayslipSectionProps = {
  username: string;
  period: Period;
  /** One of the period's payslip months; null when it has none. */
  month: string | null;
  onMonth: (month: string) => void;
};

/** The payslip of one month of the chosen year, with a picker over the months that have one. */
export function PayslipSection({ username, period, month, onMonth }: PayslipSectionProps) {
  const payslip = usePayslip(username, month ?? '');

  let status = '';
  let body: ReactNode;
  if (month === null) {
    body = (
      <EmptyState title={`No payslips in ${period.label}`}>
        Your payslips appear here once payroll has run for a month of this year.
      </EmptyState>
    );
  } else if (payslip.isError) {
    body = (
      <RetryAlert
        title={`The payslip for ${formatMonth(month)} could not be loaded`}
        error={payslip.error}
        retrying={payslip.isFetching}
        onRetry={() => void payslip.refetch()}
      />
    );
  } else if (!payslip.data) {
    status = `Loading the payslip for ${formatMonth(month)}…`;
    body = <PayslipSkeleton />;
  } else {
    body = <PayslipDetails payslip={payslip.data} />;
  }

  return (
    <section aria-labelledby="payslip-heading" aria-busy={payslip.isFetching} className="space-y-4 print:hidden">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="payslip-heading" className="text-lg font-semibold text-gray-900">
          Payslip
        </h2>
        {month !== null ? <MonthPicker months={period.payslipMonths} month={month} onMonth={onMonth} /> : null}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {body}
    </section>
  );
}
