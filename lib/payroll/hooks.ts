// The payroll hooks, in modules under ./hooks/ re-exported here by name: a bundler puts every used export
// of a module wherever the module goes, but follows a re-export to the module it names, so the home page's
// payslip card does not carry the payroll page's other reads.
import type { Form16, Payslip, PayslipLine, Period, PeriodList } from './schemas';

export type { Form16, Payslip, PayslipLine, Period, PeriodList };

export { payslipPdfUrl, payslipQueryOptions, usePayslip } from './hooks/payslip';
export { form16PdfUrl, form16QueryOptions, payrollPeriodsQueryOptions, useForm16, usePayrollPeriods } from './hooks/periods';
