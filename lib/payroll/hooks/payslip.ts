import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor, requestPath } from '@/lib/client/api';
import { payslipOp, payslipPdfOp } from '@/lib/client/operations/payroll.gen';

// Payslips and Form 16 change only when payroll imports a run, a few times a month at most. Payroll is
// read-only here; invalidateFeature(client, 'payroll') would refresh it all if an import ever ran from the browser.
const STALE_MS = 10 * 60 * 1000;

/** One month's payslip; the year's chart asks for the same keys, so opening a month it drew needs no request. */
export function payslipQueryOptions(username: string, month: string) {
  return {
    ...queryOptionsFor(payslipOp, { params: { username }, query: { month } }),
    enabled: username.length > 0 && month.length > 0,
    staleTime: STALE_MS,
  };
}

export function usePayslip(username: string, month: string) {
  return useQuery(payslipQueryOptions(username, month));
}

/** Where the server renders a month's payslip as a PDF (an attachment, so a plain link downloads it). */
export function payslipPdfUrl(username: string, month: string): string {
  return requestPath(payslipPdfOp, { params: { username }, query: { month } });
}
