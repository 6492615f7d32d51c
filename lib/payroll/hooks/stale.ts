// Payslips and Form 16 change only when payroll imports a run, a few times a month at most. Payroll is
// read-only here; invalidateFeature(client, 'payroll') would refresh it all if an import ever ran from the browser.
export const PAYROLL_STALE_MS = 10 * 60 * 1000;
