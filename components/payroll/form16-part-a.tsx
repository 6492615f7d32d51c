import { cx } from '@/components/ui/cx';
import { formatDate } from '@/components/ui/format-date';
import type { Quarter } from '@/lib/payroll/constants';
import type { Form16 } from '@/lib/payroll/hooks';
import { formatRupees } from './format-money';
import { AMOUNT, CAPTION, CELL, HEAD_CELL, TableBox, TOTAL_CELL, TOTAL_ROW } from './table-box';

const QUARTER_MONTHS: Record<Quarter, string> = { Q1: 'April–June', Q2: 'July–September', Q3: 'October–December', Q4: 'January–March' };

/** Part A: who deducted tax, from whom, and each quarter's deduction and deposit as the TDS returns show them. */
export function Form16PartA({ partA }: { partA: Form16['partA'] }) {
  const details = [
    { term: 'Employer', value: [partA.employerName, partA.employerAddress].filter(Boolean).join(', ') },
    { term: 'Employer TAN', value: partA.employerTan },
    { term: 'Employer PAN', value: partA.employerPan },
    { term: 'Employee', value: partA.employeeName },
    { term: 'Employee PAN', value: partA.employeePan },
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
          <thead>
            <tr>
              <th scope="col" className={HEAD_CELL}>
                Quarter
              </th>
              <th scope="col" className={HEAD_CELL}>
                Receipt number
              </th>
              <th scope="col" className={cx(HEAD_CELL, 'text-right')}>
                Tax deducted
              </th>
              <th scope="col" className={cx(HEAD_CELL, 'text-right')}>
                Tax deposited
              </th>
            </tr>
          </thead>
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
          <tfoot>
            <tr className={TOTAL_ROW}>
              <th scope="row" colSpan={2} className={cx(TOTAL_CELL, 'text-left')}>
                Total
              </th>
              <td className={cx(TOTAL_CELL, AMOUNT)}>{formatRupees(partA.totalTaxDeducted)}</td>
              <td className={cx(TOTAL_CELL, AMOUNT)}>{formatRupees(partA.totalTaxDeposited)}</td>
            </tr>
          </tfoot>
        </table>
      </TableBox>
    </section>
  );
}
