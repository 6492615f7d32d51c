'use client';

import { useUrlState, type UrlStateCodec } from '@/components/ui/use-url-state';

/**
 * The financial year ("2025") and payslip month ("2025-04") on view; null when the link names none, and
 * the page then shows its default. `page` is what useUrlState expects of list pages: here it is always 1.
 */
export type PayrollUrlState = { year: string | null; month: string | null; page: number };

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
export function usePayrollUrl() {
  return useUrlState(codec, '/payroll');
}
