import { formatMonth } from '@/components/ui/date-words';
import { cx } from '@/components/ui/cx';
import type { Payslip } from '@/lib/payroll/hooks';
import { AMOUNT, CAPTION, CELL, formatRupees, HEAD_CELL, TableBox, TOTAL_CELL, TOTAL_ROW } from '../money';


type PayTableProps = { label: string; payslips: readonly Payslip[] };

/** The chart's figures as a table, one row per payslip, behind a disclosure so the chart stays compact. */
export function PayTable({ label, payslips }: PayTableProps) {
  const sum = (pick: (p: Payslip) => number) => payslips.reduce((total, p) => total + pick(p), 0);
  return (
    <details className="group">
      <summary className="inline-flex min-h-10 items-center rounded-md px-1 text-sm font-medium text-indigo-800 hover:underline">
        <span className="group-open:hidden">Show the figures as a table</span>
        <span className="hidden group-open:inline">Hide the table</span>
      </summary>
      <div className="mt-2">
        <TableBox>
          <table className="w-full border-collapse text-sm">
            <caption className={CAPTION}>Gross and net pay by month, {label}</caption>
            <thead>
              <tr>
                <th scope="col" className={HEAD_CELL}>
                  Month
                </th>
                <th scope="col" className={cx(HEAD_CELL, 'text-right')}>
                  Gross pay
                </th>
                <th scope="col" className={cx(HEAD_CELL, 'text-right')}>
                  Net pay
                </th>
              </tr>
            </thead>
            <tbody>
              {payslips.map((p) => (
                <tr key={p.month}>
                  <th scope="row" className={cx(CELL, 'text-left font-normal')}>
                    {formatMonth(p.month)}
                  </th>
                  <td className={cx(CELL, AMOUNT)}>{formatRupees(p.grossPay)}</td>
                  <td className={cx(CELL, AMOUNT)}>{formatRupees(p.netPay)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={TOTAL_ROW}>
                <th scope="row" className={cx(TOTAL_CELL, 'text-left')}>
                  Total
                </th>
                <td className={cx(TOTAL_CELL, AMOUNT)}>{formatRupees(sum((p) => p.grossPay))}</td>
                <td className={cx(TOTAL_CELL, AMOUNT)}>{formatRupees(sum((p) => p.netPay))}</td>
              </tr>
            </tfoot>
          </table>
        </TableBox>
      </div>
    </details>
  );
}
