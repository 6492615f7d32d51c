'use client';

import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { payslipQueryOptions, type Payslip, type Period } from '@/lib/payroll/hooks';
import { PayrollSection } from '../payroll-section';
import { PayBars, PayLegend } from './bars';
import { PayTable } from './figures-table';

// Outside the component so useQueries keeps its combined result between renders.
function combine(results: UseQueryResult<Payslip>[]) {
  const payslips = results.flatMap((r) => (r.data ? [r.data] : []));
  return {
    /** Every month's payslip, or undefined until all have come. */
    payslips: payslips.length === results.length ? payslips : undefined,
    failed: results.filter((r) => r.isError),
    fetching: results.some((r) => r.isFetching),
  };
}

type PayChartProps = { username: string; period: Period };

/**
 * The year's monthly gross and net pay. It reads each month's payslip (twelve at most), the same
 * queries the payslip view uses, so opening a month afterwards is instant.
 */
export function PayChart({ username, period }: PayChartProps) {
  const { payslips, failed, fetching } = useQueries({
    queries: period.payslipMonths.map((month) => payslipQueryOptions(username, month)),
    combine,
  });

  let status = '';
  let body: ReactNode;
  if (period.payslipMonths.length === 0) {
    body = <EmptyState title={`No pay to chart in ${period.label}`}>The chart fills in as payroll runs each month.</EmptyState>;
  } else if (failed[0]) {
    body = (
      <RetryAlert
        title="The year’s pay could not be loaded"
        error={failed[0].error}
        retrying={fetching}
        onRetry={() => failed.forEach((r) => void r.refetch())}
      />
    );
  } else if (!payslips) {
    status = `Loading the pay for ${period.label}…`;
    body = <Skeleton className="h-72" />;
  } else {
    body = (
      <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
        <PayBars year={Number(period.year)} label={period.label} payslips={payslips} />
        <PayLegend />
        <PayTable label={period.label} payslips={payslips} />
      </div>
    );
  }

  return (
    <PayrollSection id="pay-chart" heading={`Gross and net pay, ${period.label}`} busy={fetching} status={status} className="print:hidden">
      {body}
    </PayrollSection>
  );
}
