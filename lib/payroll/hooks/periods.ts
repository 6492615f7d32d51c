import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor, requestPath } from '@/lib/client/api';
import { form16Op, form16PdfOp, periodListOp } from '@/lib/client/operations/payroll.gen';

// Payslips and Form 16 change only when payroll imports a run, a few times a month at most. Payroll is
// read-only here; invalidateFeature(client, 'payroll') would refresh it all if an import ever ran from the browser.
const STALE_MS = 10 * 60 * 1000;

// The payroll page's other reads: the periods and the year's Form 16.

export function payrollPeriodsQueryOptions(username: string) {
  return { ...queryOptionsFor(periodListOp, { params: { username } }), enabled: username.length > 0, staleTime: STALE_MS };
}

export function usePayrollPeriods(username: string) {
  return useQuery(payrollPeriodsQueryOptions(username));
}

/** `year` as the period list gives it: "2025" is FY 2025-26. */
export function form16QueryOptions(username: string, year: string) {
  return {
    ...queryOptionsFor(form16Op, { params: { username }, query: { year: Number(year) } }),
    enabled: username.length > 0 && year.length > 0,
    staleTime: STALE_MS,
  };
}

export function useForm16(username: string, year: string) {
  return useQuery(form16QueryOptions(username, year));
}

/** Where the server renders the year's Form 16 as a PDF (sent as an attachment, so a plain link downloads it). */
export function form16PdfUrl(username: string, year: string): string {
  return requestPath(form16PdfOp, { params: { username }, query: { year: Number(year) } });
}
