'use client';

import { useRef, type ReactNode, type RefObject } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { cx } from '@/components/ui/cx';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/components/ui/date-words';
import { maskPan } from '@/components/ui/format';
import { PrintButton } from '@/components/ui/print-document';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { Quarter } from '@/lib/payroll/constants';
import { form16PdfUrl, useForm16, type Form16, type Period } from '@/lib/payroll/hooks';
import { PayrollSection } from './payroll-section';
import { AMOUNT, CAPTION, CELL, formatRupees, MoneyTable, TableBox, TableHead, TotalRow, type MoneyRow } from './money';

/** Print this view alone, or download the PDF the server renders; neither shows on paper. */
function Form16Actions({ document, pdfUrl }: { document: RefObject<HTMLElement | null>; pdfUrl: string }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <PrintButton document={document}>Print</PrintButton>
      {/* A download, not a page: no prefetch (it would render the PDF for nothing), and Link leaves `download` links to the browser. */}
      <ButtonLink variant="secondary" href={pdfUrl} download prefetch={false}>
        Download PDF
      </ButtonLink>
    </div>
  );
}

/**
 * Why a year has no Form 16, in plain words. The employer must issue it by 15 June after the year ends
 * (rule 31 of the Income-tax Rules), so until then it is simply not due yet; after that, HR has to look.
 */
function form16Absence(period: Period, today: string): string {
  const dueYear = Number(period.year) + 1;
  if (today <= `${dueYear}-06-15`) return `Form 16 for ${period.label} is issued after the year ends, by 15 June ${dueYear}.`;
  return `There is no Form 16 for ${period.label} on file. Ask HR if you need one.`;
}

const QUARTER_MONTHS: Record<Quarter, string> = { Q1: 'April–June', Q2: 'July–September', Q3: 'October–December', Q4: 'January–March' };

const QUARTER_COLUMNS = [
  { label: 'Quarter' },
  { label: 'Receipt number' },
  { label: 'Tax deducted', amount: true },
  { label: 'Tax deposited', amount: true },
];

/** Part A: who deducted tax, from whom, and each quarter's deduction and deposit as the TDS returns show them. */
function Form16PartA({ partA }: { partA: Form16['partA'] }) {
  const details = [
    { term: 'Employer', value: [partA.employerName, partA.employerAddress].filter(Boolean).join(', ') },
    { term: 'Employer TAN', value: partA.employerTan },
    { term: 'Employer PAN', value: partA.employerPan },
    { term: 'Employee', value: partA.employeeName },
    { term: 'Employee PAN', value: maskPan(partA.employeePan) },
    { term: 'Assessment year', value: partA.assessmentYear },
    { term: 'Period with the employer', value: `${formatDate(partA.periodFrom)} to ${formatDate(partA.periodTo)}` },
  ];
  return (
    <section aria-labelledby="form16-part-a" className="space-y-4 print:break-inside-avoid">
      <h3 id="form16-part-a" className="text-base font-semibold text-gray-900 print:text-black">
        Part A: tax deducted and deposited
      </h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 print:grid-cols-2">
        {details.map(({ term, value }) => (
          <div key={term} className="min-w-0">
            <dt className="text-sm text-gray-700 print:text-black">{term}</dt>
            <dd className="font-medium break-words text-gray-900 print:text-black">{value}</dd>
          </div>
        ))}
      </dl>
      <TableBox>
        <table className="w-full border-collapse text-sm">
          <caption className={CAPTION}>Tax deducted at source and deposited, by quarter</caption>
          <TableHead columns={QUARTER_COLUMNS} />
          <tbody>
            {partA.quarters.map((q) => (
              <tr key={q.quarter}>
                <th scope="row" className={cx(CELL, 'text-left font-normal')}>
                  {q.quarter} <span className="whitespace-nowrap">({QUARTER_MONTHS[q.quarter]})</span>
                </th>
                <td className={cx(CELL, 'font-mono')}>{q.receiptNumber}</td>
                <td className={cx(CELL, AMOUNT)}>{formatRupees(q.taxDeducted)}</td>
                <td className={cx(CELL, AMOUNT)}>{formatRupees(q.taxDeposited)}</td>
              </tr>
            ))}
          </tbody>
          <TotalRow label="Total" span={2} amounts={[partA.totalTaxDeducted, partA.totalTaxDeposited]} />
        </table>
      </TableBox>
    </section>
  );
}

/** The computation in the order Form 16 Part B sets it out, from gross salary to the tax deducted. */
function linesOf(b: Form16['partB']): MoneyRow[] {
  return [
    { id: 'gross', label: 'Gross salary', amount: b.grossSalary },
    { id: 'sec10', label: 'Less: allowances exempt under section 10', amount: b.section10Exemptions },
    { id: 'std', label: 'Less: standard deduction under section 16(ia)', amount: b.standardDeduction },
    { id: 'via', label: 'Less: deductions under Chapter VI-A (section 80CCD(2))', amount: b.chapterVIADeductions },
    { id: 'taxable', label: 'Total taxable income (rounded under section 288A)', amount: b.taxableIncome, strong: true },
    { id: 'tax', label: 'Tax on total income', amount: b.tax },
    { id: '87a', label: 'Less: rebate under section 87A', amount: b.rebate87A },
    { id: 'surcharge', label: 'Add: surcharge', amount: b.surcharge },
    { id: 'cess', label: 'Add: health and education cess at 4%', amount: b.cess },
    { id: 'relief', label: 'Less: relief under section 89', amount: b.relief },
    { id: 'net', label: 'Net tax payable', amount: b.netTaxPayable, strong: true },
    { id: 'tds', label: 'Tax deducted at source', amount: b.taxDeducted },
  ];
}

/** Part B: the salary and the tax on it, worked out line by line under the new regime. */
function Form16PartB({ partB }: { partB: Form16['partB'] }) {
  return (
    <section aria-labelledby="form16-part-b" className="space-y-4 print:break-inside-avoid">
      <h3 id="form16-part-b" className="text-base font-semibold text-gray-900 print:text-black">
        Part B: salary and tax computation
      </h3>
      <MoneyTable caption="Computation under the new tax regime (section 115BAC)" labelHeading="Item" rows={linesOf(partB)} />
    </section>
  );
}

type Form16SectionProps = { username: string; period: Period; today: string };

/** The year's Form 16, Part A and Part B, to read, print or download; or why there is none yet. */
export function Form16Section({ username, period, today }: Form16SectionProps) {
  const form16 = useForm16(username, period.form16Available ? period.year : '');
  const section = useRef<HTMLElement>(null);

  let status = '';
  let body: ReactNode;
  if (!period.form16Available) {
    body = <EmptyState title={form16Absence(period, today)} />;
  } else if (form16.isError) {
    body = (
      <RetryAlert
        title={`Form 16 for ${period.label} could not be loaded`}
        error={form16.error}
        retrying={form16.isFetching}
        onRetry={() => void form16.refetch()}
      />
    );
  } else if (!form16.data) {
    status = `Loading Form 16 for ${period.label}…`;
    body = <Skeleton className="h-96" />;
  } else {
    body = (
      <div className="space-y-8 rounded-lg border border-gray-200 bg-white p-4 sm:p-6 print:border-0 print:p-0 print:text-black">
        <p className="text-sm text-gray-700 print:text-black">
          Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source from salary, for assessment year{' '}
          {form16.data.assessmentYear}.
        </p>
        <Form16PartA partA={form16.data.partA} />
        <Form16PartB partB={form16.data.partB} />
      </div>
    );
  }

  return (
    <PayrollSection
      id="form16"
      heading={`Form 16, ${period.label}`}
      headingClassName="print:text-2xl print:text-black"
      controls={form16.data ? <Form16Actions document={section} pdfUrl={form16PdfUrl(username, period.year)} /> : null}
      busy={form16.isFetching}
      status={status}
      printDocument={{ ref: section, isDefault: false }}
    >
      {body}
    </PayrollSection>
  );
}
