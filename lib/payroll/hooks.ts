import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/client/fetch-json';
import { withQuery } from '@/lib/client/with-query';
import type { Form16, Payslip, PayslipLine, Period, PeriodList } from './schemas';

export type { Form16, Payslip, PayslipLine, Period, PeriodList };

/** Payroll is read-only here; invalidate `payrollKeys.all` if an import ever runs from the browser. */
export const payrollKeys = {
  all: ['payroll'] as const,
  periods: (username: string) => ['payroll', 'periods', username.toLowerCase()] as const,
  payslip: (username: string, month: string) => ['payroll', 'payslip', username.toLowerCase(), month] as const,
  form16: (username: string, year: string) => ['payroll', 'form16', username.toLowerCase(), year] as const,
};

// Payslips and Form 16 change only when payroll imports a run, a few times a month at most.
const PAYROLL_STALE_MS = 10 * 60 * 1000;

const user = (kind: string, username: string) => `/api/payroll/v1/${kind}/user/${encodeURIComponent(username)}`;

export function payrollPeriodsQueryOptions(username: string) {
  return queryOptions({
    queryKey: payrollKeys.periods(username),
    queryFn: ({ signal }) => fetchJson<PeriodList>(user('financialyear', username), { signal }),
    enabled: username.length > 0,
    staleTime: PAYROLL_STALE_MS,
  });
}

export function usePayrollPeriods(username: string) {
  return useQuery(payrollPeriodsQueryOptions(username));
}

/** One month's payslip; the year's chart asks for the same keys, so opening a month it drew needs no request. */
export function payslipQueryOptions(username: string, month: string) {
  return queryOptions({
    queryKey: payrollKeys.payslip(username, month),
    queryFn: ({ signal }) => fetchJson<Payslip>(withQuery(user('payslip', username), { month }), { signal }),
    enabled: username.length > 0 && month.length > 0,
    staleTime: PAYROLL_STALE_MS,
  });
}

export function usePayslip(username: string, month: string) {
  return useQuery(payslipQueryOptions(username, month));
}

/** `year` as the period list gives it: "2025" is FY 2025-26. */
export function form16QueryOptions(username: string, year: string) {
  return queryOptions({
    queryKey: payrollKeys.form16(username, year),
    queryFn: ({ signal }) => fetchJson<Form16>(withQuery(user('form16', username), { year }), { signal }),
    enabled: username.length > 0 && year.length > 0,
    staleTime: PAYROLL_STALE_MS,
  });
}

export function useForm16(username: string, year: string) {
  return useQuery(form16QueryOptions(username, year));
}

/** Where the server renders the year's Form 16 as a PDF (sent as an attachment, so a plain link downloads it). */
export function form16PdfUrl(username: string, year: string): string {
  return withQuery(`${user('form16', username)}/pdf`, { year });
}
