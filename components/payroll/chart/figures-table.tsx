import { formatMonth } from '@/components/ui/date-words';
import { cx } from '@/components/ui/cx';
import type { Payslip } from '@/lib/payroll/hooks';
import { AMOUNT, CAPTION, CELL, formatRupees, TableBox, TableHead, TotalRow } from '../money';

const COLUMNS = [{ label: 'Month' }, { label: 'Gross pay', amount: true }, { label: 'Net pay', amount: true }];

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
            <TableHead columns={COLUMNS} />
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
            <TotalRow label="Total" amounts={[sum((p) => p.grossPay), sum((p) => p.netPay)]} />
          </table>
        </TableBox>
      </div>
    </details>
  );
}
