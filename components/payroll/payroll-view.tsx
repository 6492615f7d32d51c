'use client';

import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';
import { usePayrollPeriods, type Period } from '@/lib/payroll/hooks';
import { PayChart } from './chart/pay-chart';
import { Form16Section } from './form16';
import { PayslipSection } from './payslip';

/**
 * The financial year ("2025") and payslip month ("2025-04") on view; null when the link names none, and
 * the page then shows its default. `page` is what useUrlState expects of list pages: here it is always 1.
 */
type PayrollUrlState = { year: string | null; month: string | null; page: number };

// Only the shape is checked here: a well-formed value the period list does not hold falls back to the default.
const YEAR = /^\d{4}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const codec: UrlStateCodec<PayrollUrlState> = {
  parse: (params) => {
    const year = params.get('year');
    const month = params.get('month');
    return { year: year && YEAR.test(year) ? year : null, month: month && MONTH.test(month) ? month : null, page: 1 };
  },
  toQueryString: (state) => {
    const params = new URLSearchParams();
    if (state.year) params.set('year', state.year);
    if (state.month) params.set('month', state.month);
    return params.toString();
  },
};

/** The year and month in the URL, so a reload or a shared link shows the same payslip and Form 16. */
function usePayrollUrl() {
  return useUrlState(codec, '/payroll');
}

type YearPickerProps = { periods: readonly Period[]; year: string; onYear: (year: string) => void };

/** The financial years the period list holds, newest first as it sends them. */
function YearPicker({ periods, year, onYear }: YearPickerProps) {
  return (
    <div className="w-full sm:w-56">
      <FilterSelect label="Financial year" value={year} options={periods.map((p) => ({ value: p.year, label: p.label }))} onChange={onYear} />
    </div>
  );
}

/** The page's shape while the period list loads: the year picker, the chart and a payslip. */
export function PayrollSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-8">
      <Skeleton className="h-16 w-full sm:w-56" />
      <Skeleton className="h-72" />
      <Skeleton className="h-64" />
    </div>
  );
}

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
