import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
// Indian compact notation reads in thousands, lakh and crore: "₹50K", "₹1.5L", "₹1Cr".
const compactRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1, minimumFractionDigits: 0 });

/** 123456.5 -> "₹1,23,456.50" */
export const formatRupees = (amount: number) => rupees.format(amount);

/** 150000 -> "₹1.5L", for chart axes where the full figure would not fit. */
export const formatRupeesCompact = (amount: number) => compactRupees.format(amount);

/**
 * Holds a table: on a narrow screen a wide one scrolls inside this box rather than the page; on paper
 * nothing may be cut off, so print lets it grow and keeps it on one page where it fits.
 */
export function TableBox({ children }: { children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white print:break-inside-avoid print:overflow-visible print:rounded-none print:border-gray-500">
      {children}
    </div>
  );
}

export const CAPTION = 'px-3 pt-3 pb-2 text-left text-sm font-semibold text-gray-900 sm:px-4 print:text-black';
export const HEAD_CELL = 'border-b border-gray-200 px-3 py-2 text-left text-xs font-semibold text-gray-700 uppercase sm:px-4 print:border-gray-500 print:text-black';
export const CELL = 'border-b border-gray-100 px-3 py-2 sm:px-4 print:border-gray-300';
/** A cell of the total row, which has no rule below it. */
export const TOTAL_CELL = 'px-3 py-2 sm:px-4';
export const AMOUNT = 'text-right whitespace-nowrap tabular-nums';
export const TOTAL_ROW = 'bg-gray-50 font-semibold text-gray-900 print:bg-white print:text-black';

type Column = { label: string; /** right-aligned over figures */ amount?: boolean };

/** A table's column headings, each over its own column. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ label, amount }) => (
          <th key={label} scope="col" className={cx(HEAD_CELL, amount && 'text-right')}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

type TotalRowProps = { label: string; /** how many columns the label spans */ span?: number; amounts: readonly number[] };

/** The footer row that adds a table's figures up. */
export function TotalRow({ label, span, amounts }: TotalRowProps) {
  return (
    <tfoot>
      <tr className={TOTAL_ROW}>
        <th scope="row" colSpan={span} className={cx(TOTAL_CELL, 'text-left')}>
          {label}
        </th>
        {amounts.map((amount, i) => (
          <td key={i} className={cx(TOTAL_CELL, AMOUNT)}>
            {formatRupees(amount)}
          </td>
        ))}
      </tr>
    </tfoot>
  );
}

export type MoneyRow = { id: string; label: string; amount: number; strong?: boolean };

type MoneyTableProps = {
  caption: string;
  /** The heading over the labels: "Component", "Item". */
  labelHeading: string;
  rows: readonly MoneyRow[];
  /** Said in the body when there are no rows, so an empty table does not read as a broken one. */
  emptyText?: string;
  total?: { label: string; amount: number };
};

/** Labelled amounts in rupees, one a row, with an optional total. */
export function MoneyTable({ caption, labelHeading, rows, emptyText = 'None', total }: MoneyTableProps) {
  return (
    <TableBox>
      <table className="w-full border-collapse text-sm">
        <caption className={CAPTION}>{caption}</caption>
        <TableHead columns={[{ label: labelHeading }, { label: 'Amount', amount: true }]} />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2} className={cx(CELL, 'text-gray-700')}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={row.strong ? 'font-semibold' : undefined}>
                <th scope="row" className={cx(CELL, 'text-left', row.strong ? 'font-semibold' : 'font-normal')}>
                  {row.label}
                </th>
                <td className={cx(CELL, AMOUNT)}>{formatRupees(row.amount)}</td>
              </tr>
            ))
          )}
        </tbody>
        {total ? <TotalRow label={total.label} amounts={[total.amount]} /> : null}
      </table>
    </TableBox>
  );
}
