import type { ReactNode } from 'react';

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
