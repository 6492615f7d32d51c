import { cx } from '@/components/ui/cx';
import { formatRupees } from './format-money';
import { AMOUNT, CAPTION, CELL, HEAD_CELL, TableBox, TOTAL_CELL, TOTAL_ROW } from './table-box';

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
        <thead>
          <tr>
            <th scope="col" className={HEAD_CELL}>
              {labelHeading}
            </th>
            <th scope="col" className={cx(HEAD_CELL, 'text-right')}>
              Amount
            </th>
          </tr>
        </thead>
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
        {total ? (
          <tfoot>
            <tr className={TOTAL_ROW}>
              <th scope="row" className={cx(TOTAL_CELL, 'text-left')}>
                {total.label}
              </th>
              <td className={cx(TOTAL_CELL, AMOUNT)}>{formatRupees(total.amount)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </TableBox>
  );
}
