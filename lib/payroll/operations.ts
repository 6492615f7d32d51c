import { defineOperation } from '@/lib/api/operation';
import { MAX_IMPORT_BYTES } from './constants';
import { payrollCsv } from './import-rows';
import {
  form16QuerySchema,
  form16Schema,
  payrollImportQuerySchema,
  payrollImportResultSchema,
  payrollImportSchema,
  payrollUserParamsSchema,
  payslipQuerySchema,
  payslipSchema,
  periodListSchema,
} from './schemas';

const payroll = { tag: 'Payroll', host: 'base', principals: ['user', 'system'] } as const;
/** Reads of one person's payroll, named in the path: a bad field, another person's records or no such person. */
const personRead = { ...payroll, scope: 'read', params: payrollUserParamsSchema, errors: [400, 403, 404] } as const;
const READERS =
  'The employee, hr_admin and systems; never a manager, and anyone else gets the same 403 whether or not the username exists. ' +
  'A read of another person’s payroll leaves an audit-log row.';

export const periodListOp = defineOperation({
  ...personRead,
  id: 'listPayrollPeriods',
  method: 'GET',
  path: '/api/payroll/v1/financialyear/user/{username}',
  summary: 'Financial years with a payslip or a Form 16',
  description: `Newest first; each item's year is what the Form 16 operation takes. ${READERS}`,
  response: { description: 'The periods', schema: periodListSchema },
});

export const form16Op = defineOperation({
  ...personRead,
  id: 'getForm16',
  method: 'GET',
  path: '/api/payroll/v1/form16/user/{username}',
  summary: 'Form 16 of a financial year',
  description: `Part A as imported from the employer's TDS returns; Part B worked out from the year's payslips under the new regime. A year with no Form 16 is a 404. ${READERS}`,
  query: form16QuerySchema,
  response: { description: 'Form 16', schema: form16Schema },
});

export const form16PdfOp = defineOperation({
  ...personRead,
  id: 'getForm16Pdf',
  method: 'GET',
  path: '/api/payroll/v1/form16/user/{username}/pdf',
  summary: 'Form 16 of a financial year as a PDF (extension)',
  description: `The same Form 16, as a PDF to download. ${READERS}`,
  query: form16QuerySchema,
  response: { description: 'The PDF', contentType: 'application/pdf' },
});

export const payslipOp = defineOperation({
  ...personRead,
  id: 'getPayslip',
  method: 'GET',
  path: '/api/payroll/v1/payslip/user/{username}',
  summary: 'The payslip of a month (extension)',
  description: `Earnings, deductions, employer contributions, gross, net and year-to-date figures. ${READERS}`,
  query: payslipQuerySchema,
  response: { description: 'The payslip', schema: payslipSchema },
});

export const payslipPdfOp = defineOperation({
  ...personRead,
  id: 'getPayslipPdf',
  method: 'GET',
  path: '/api/payroll/v1/payslip/user/{username}/pdf',
  summary: 'The payslip of a month as a PDF (extension)',
  description: `The same payslip, as a PDF to download (\`payslip-<username>-<YYYY-MM>.pdf\`): employer, employee, period, earnings, deductions, employer contributions and net pay in figures and words. A month without a payslip is a 404. ${READERS}`,
  query: payslipQuerySchema,
  response: { description: 'The PDF', contentType: 'application/pdf' },
});

export const payrollImportOp = defineOperation({
  ...payroll,
  id: 'importPayroll',
  method: 'POST',
  path: '/api/payroll/v1/import',
  summary: 'Load payslips and Form 16 Part A (extension)',
  description:
    'JSON `{payslips: [...], form16: [...]}`, or CSV (Content-Type text/csv, one payslip or Form 16 per line, `kind` in the query), ' +
    'read as it streams in. Every row is checked; any bad row fails the whole import (400) with every bad row and field named (the ' +
    'first 1,000), and nothing is written. A month already on file is replaced. Limits: at most 32 MiB (33,554,432 bytes) of body, ' +
    'larger is a 413 `payload_too_large`; at most 200,000 rows (payslips and Form 16 together, CSV lines besides the header), more is ' +
    'a 400 naming the limit. Split a larger file. hr_admin and systems only.',
  scope: 'write',
  roles: ['hr_admin'],
  query: payrollImportQuerySchema,
  body: payrollImportSchema,
  csv: payrollCsv,
  bodyLimit: MAX_IMPORT_BYTES,
  response: { description: 'What was written', schema: payrollImportResultSchema },
  errors: [400, 403, 413],
});
