'use client';

import { useRef, type ReactNode, type RefObject } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { formatMonth } from '@/components/ui/date-words';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterSelect } from '@/components/ui/filter-select';
import { PrintButton } from '@/components/ui/print-document';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton, skeletonBars } from '@/components/ui/skeleton';
import { payslipPdfUrl, usePayslip, type Payslip, type PayslipLine, type Period } from '@/lib/payroll/hooks';
import { PayrollSection } from './payroll-section';
import { formatRupees, MoneyTable, type MoneyRow } from './money';

type MonthPickerProps = { months: readonly string[]; month: string; onMonth: (month: string) => void };

/** The months of the year that have a payslip, April first as the period list sends them. */
function MonthPicker({ months, month, onMonth }: MonthPickerProps) {
  return (
    <div className="w-full sm:w-56">
      <FilterSelect label="Payslip month" value={month} options={months.map((m) => ({ value: m, label: formatMonth(m) }))} onChange={onMonth} />
    </div>
  );
}

type PayslipActionsProps = { document: RefObject<HTMLElement | null>; pdfUrl: string; month: string };

/** Print the payslip alone, or download the PDF the server renders; neither shows on paper. */
function PayslipActions({ document, pdfUrl, month }: PayslipActionsProps) {
  return (
    <>
      <PrintButton document={document}>
        Print<span className="sr-only"> the payslip for {formatMonth(month)}</span>
      </PrintButton>
      {/* A download, not a page: no prefetch (it would render the PDF for nothing), and Link leaves `download` links to the browser. */}
      <ButtonLink variant="secondary" href={pdfUrl} download prefetch={false}>
        Download PDF<span className="sr-only"> of the payslip for {formatMonth(month)}</span>
      </ButtonLink>
    </>
  );
}

/** A payslip's shape while it loads: the header, three tables and the year so far. */
function PayslipSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      <Skeleton className="h-28" />
      <div className="grid gap-4 lg:grid-cols-3">{skeletonBars(['h-56', 'h-56', 'h-56'])}</div>
      <Skeleton className="h-24" />
    </div>
  );
}

const rowsOf = (lines: readonly PayslipLine[]): MoneyRow[] => lines.map((l) => ({ id: l.code, label: l.label, amount: l.amount }));

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** One month's payslip: who, what was earned and deducted, what the employer added, and the year so far. */
function PayslipDetails({ payslip }: { payslip: Payslip }) {
  const month = formatMonth(payslip.month);
  const ytd = payslip.yearToDate;
  const ytdFigures = [
    { label: 'Gross pay', amount: ytd.grossPay },
    { label: 'Deductions', amount: ytd.totalDeductions },
    { label: 'Net pay', amount: ytd.netPay },
    { label: 'Income tax deducted', amount: ytd.taxDeducted },
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-gray-200 bg-white p-4">
        <div className="min-w-0">
          <p className="text-base font-semibold text-gray-900">{payslip.employeeName}</p>
          <p className="text-sm text-gray-700">
            {payslip.designation}, {payslip.department} · Employee code {payslip.employeeCode}
          </p>
          <p className="mt-1 text-sm text-gray-700">
            {month}: {plural(payslip.paidDays, 'paid day')}
            {payslip.lopDays > 0 ? `, ${plural(payslip.lopDays, 'day')} of loss of pay` : ''}
          </p>
        </div>
        <dl className="rounded-md bg-indigo-50 px-4 py-3 text-indigo-950 ring-1 ring-indigo-200">
          <dt className="text-sm font-medium">Net pay for {month}</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatRupees(payslip.netPay)}</dd>
        </dl>
      </div>

      <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
        <MoneyTable caption="Earnings" labelHeading="Component" rows={rowsOf(payslip.earnings)} total={{ label: 'Gross pay', amount: payslip.grossPay }} />
        <MoneyTable
          caption="Deductions"
          labelHeading="Component"
          rows={rowsOf(payslip.deductions)}
          total={{ label: 'Total deductions', amount: payslip.totalDeductions }}
        />
        <MoneyTable
          caption="Paid by your employer, on top of your pay"
          labelHeading="Contribution"
          rows={rowsOf(payslip.employerContributions)}
          total={{ label: 'Total employer contributions', amount: payslip.employerTotal }}
        />
      </div>

      <section aria-labelledby="ytd-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h3 id="ytd-heading" className="text-base font-semibold text-gray-900">
          This financial year, up to {month}
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {ytdFigures.map(({ label, amount }) => (
            <div key={label}>
              <dt className="text-sm text-gray-700">{label}</dt>
              <dd className="font-semibold text-gray-900 tabular-nums">{formatRupees(amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

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
  const section = useRef<HTMLElement>(null);

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
    <PayrollSection
      id="payslip"
      heading="Payslip"
      controls={
        month !== null ? (
          <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto print:hidden">
            <MonthPicker months={period.payslipMonths} month={month} onMonth={onMonth} />
            {payslip.data ? <PayslipActions document={section} pdfUrl={payslipPdfUrl(username, month)} month={month} /> : null}
          </div>
        ) : null
      }
      busy={payslip.isFetching}
      status={status}
      printDocument={{ ref: section, isDefault: true }}
    >
      {body}
    </PayrollSection>
  );
}
