'use client';

import { EmptyState } from '@/components/ui/empty-state';
import { usePayrollPeriods, type Period } from '@/lib/payroll/hooks';
import { Form16Section } from './form16-section';
import { PayChart } from './pay-chart';
import { PayrollSkeleton } from './payroll-skeleton';
import { usePayrollUrl } from './payroll-url';
import { PayslipSection } from './payslip-section';
import { RetryAlert } from '@/components/ui/retry-alert';
import { YearPicker } from './year-picker';

type PayrollViewProps = {
  username: string;
  /** The organisation's date today, which decides whether a missing Form 16 is simply not due yet. */
  today: string;
};

/** The newest year with a payslip: the current year only once its first month is paid. */
function defaultPeriod(periods: readonly Period[]): Period | undefined {
  return periods.find((p) => p.payslipMonths.length > 0) ?? periods[0];
}

/** The employee's payroll: a year's pay as a chart, one month's payslip, and the year's Form 16. */
export function PayrollView({ username, today }: PayrollViewProps) {
  const periods = usePayrollPeriods(username);
  const [url, setUrl] = usePayrollUrl();

  if (periods.isError) {
    return (
      <RetryAlert title="Your payroll could not be loaded" error={periods.error} retrying={periods.isFetching} onRetry={() => void periods.refetch()} />
    );
  }
  if (!periods.data) {
    return (
      <>
        <p role="status" className="sr-only">
          Loading your payroll…
        </p>
        <PayrollSkeleton />
      </>
    );
  }

  const items = periods.data.items;
  // A link may name a year or month that is not (or no longer) there: show the default rather than nothing.
  const period = items.find((p) => p.year === url.year) ?? defaultPeriod(items);
  if (!period) {
    return <EmptyState title="No payroll yet">Your payslips appear here after your first month’s pay is processed.</EmptyState>;
  }
  const month = url.month && period.payslipMonths.includes(url.month) ? url.month : (period.payslipMonths.at(-1) ?? null);

  return (
    <div className="space-y-10">
      <div className="print:hidden">
        {/* A new year starts at its latest payslip. */}
        <YearPicker periods={items} year={period.year} onYear={(year) => setUrl({ year, month: null })} />
      </div>
      <PayChart username={username} period={period} />
      <PayslipSection username={username} period={period} month={month} onMonth={(m) => setUrl({ year: period.year, month: m })} />
      <Form16Section username={username} period={period} today={today} />
    </div>
  );
}
