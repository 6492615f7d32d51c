import { z } from 'zod';
import { usernameSchema } from '@/lib/api/params';
import { DEDUCTIONS, EARNINGS, EMPLOYER_CONTRIBUTIONS, MAX_IMPORT_ROWS, QUARTERS } from './constants';

/** A year as the Form 16 operation takes it: four digits, the financial year's first calendar year. */
export const financialYearParam = z
  .string()
  .regex(/^\d{4}$/, 'Expected a four-digit year such as 2025 (FY 2025-26)')
  .transform(Number)
  .pipe(z.number().int().min(2000).max(2100))
  .meta({ description: 'The financial year, by the calendar year it starts in (2025 is FY 2025-26), as the period list gives it.', example: '2025' });

const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM')
  .meta({ example: '2025-04' });

export const payrollUserParamsSchema = z.strictObject({ username: usernameSchema });

export const periodSchema = z.object({
  year: z.string().meta({ description: 'What the Form 16 operation takes as `year`.', example: '2025' }),
  label: z.string().meta({ example: 'FY 2025-26' }),
  startDate: z.string().meta({ example: '2025-04-01' }),
  endDate: z.string().meta({ example: '2026-03-31' }),
  payslipMonths: z.array(z.string()).meta({ description: 'Months with a payslip, April first.', example: ['2025-04', '2025-05'] }),
  form16Available: z.boolean(),
});
export type Period = z.infer<typeof periodSchema>;

export const periodListSchema = z
  .object({ username: z.string(), items: z.array(periodSchema).meta({ description: 'Newest first.' }) })
  .meta({ id: 'ListPeriodResponse' });
export type PeriodList = z.infer<typeof periodListSchema>;

export const form16QuerySchema = z.strictObject({ year: financialYearParam });

const money = z.number().meta({ description: 'Rupees.' });

export const form16Schema = z
  .object({
    username: z.string(),
    year: z.string(),
    label: z.string(),
    assessmentYear: z.string().meta({ example: '2026-27' }),
    partA: z.object({
      employerName: z.string(),
      employerAddress: z.string().nullable(),
      employerTan: z.string(),
      employerPan: z.string(),
      employeeName: z.string(),
      employeePan: z.string(),
      assessmentYear: z.string(),
      periodFrom: z.string(),
      periodTo: z.string(),
      quarters: z.array(z.object({ quarter: z.enum(QUARTERS), receiptNumber: z.string(), taxDeducted: money, taxDeposited: money })),
      totalTaxDeducted: money,
      totalTaxDeposited: money,
    }),
    partB: z
      .object({
        regime: z.literal('new').meta({ description: 'Section 115BAC.' }),
        grossSalary: money.meta({ description: 'The sum of the year’s monthly gross pay.' }),
        section10Exemptions: money,
        standardDeduction: money,
        chapterVIADeductions: money.meta({ description: 'Section 80CCD(2): employer NPS, within its share of basic salary.' }),
        taxableIncome: money.meta({ description: 'Rounded to the nearest ten rupees (section 288A).' }),
        tax: money.meta({ description: 'Tax on the slabs.' }),
        rebate87A: money,
        surcharge: money,
        cess: money.meta({ description: 'Health and education cess, 4%.' }),
        relief: money.meta({ description: 'Relief under section 89.' }),
        netTaxPayable: money,
        taxDeducted: money.meta({ description: 'TDS on the year’s payslips.' }),
      })
      .meta({ description: 'Worked out from the year’s payslips under the new regime of that year.' }),
  })
  .meta({ id: 'Form16OResponse' });
export type Form16 = z.infer<typeof form16Schema>;

const lineSchema = z.object({ code: z.string(), label: z.string(), amount: money });
export type PayslipLine = z.infer<typeof lineSchema>;

export const payslipQuerySchema = z.strictObject({ month: monthSchema });

export const payslipSchema = z
  .object({
    username: z.string(),
    employeeName: z.string(),
    employeeCode: z.string(),
    designation: z.string(),
    department: z.string(),
    month: z.string(),
    financialYear: z.string(),
    paidDays: z.number(),
    lopDays: z.number(),
    earnings: z.array(lineSchema),
    deductions: z.array(lineSchema),
    employerContributions: z.array(lineSchema),
    grossPay: money.meta({ description: 'The sum of the earnings.' }),
    totalDeductions: money,
    netPay: money.meta({ description: 'grossPay - totalDeductions.' }),
    employerTotal: money,
    yearToDate: z
      .object({ grossPay: money, totalDeductions: money, netPay: money, taxDeducted: money })
      .meta({ description: 'From April of the financial year to this month, inclusive.' }),
  })
  .meta({ id: 'PayslipResponse' });
export type Payslip = z.infer<typeof payslipSchema>;

/** Rupees with at most two decimals, not negative. */
const amount = z
  .number({ error: 'Expected an amount in rupees' })
  .min(0)
  .max(100_000_000)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most two decimals');

const componentMap = <K extends string>(codes: Record<K, string>) =>
  z.strictObject(Object.fromEntries(Object.keys(codes).map((code) => [code, amount.optional()])) as Record<K, z.ZodOptional<typeof amount>>);

/** One payslip of an import. */
export const payslipRowSchema = z.strictObject({
  username: usernameSchema,
  month: monthSchema,
  paidDays: z.number().min(0).max(31).optional().meta({ description: 'Default: every day of the month.' }),
  lopDays: z.number().min(0).max(31).default(0),
  earnings: componentMap(EARNINGS),
  deductions: componentMap(DEDUCTIONS).default({}),
  employerContributions: componentMap(EMPLOYER_CONTRIBUTIONS).default({}),
});
export type PayslipRow = z.output<typeof payslipRowSchema>;

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const TAN = /^[A-Z]{4}\d{5}[A-Z]$/;

/** One Form 16 Part A of an import: what the employer's TDS returns say (TRACES). */
export const form16RowSchema = z.strictObject({
  username: usernameSchema,
  year: z.string().regex(/^\d{4}$/, 'Expected a four-digit year such as 2025'),
  employerName: z.string().trim().min(1).max(200),
  employerAddress: z.string().trim().max(500).optional(),
  employerTan: z.string().regex(TAN, 'A TAN such as BLRA12345B'),
  employerPan: z.string().regex(PAN, 'A PAN such as AABCA1234C'),
  employeePan: z.string().regex(PAN, 'A PAN such as ABCPK1234F'),
  quarters: z
    .array(z.strictObject({ quarter: z.enum(QUARTERS), receiptNumber: z.string().regex(/^[A-Z0-9]{8}$/, '8 letters or digits'), taxDeducted: amount, taxDeposited: amount }))
    .min(1)
    .max(4)
    .refine((qs) => new Set(qs.map((q) => q.quarter)).size === qs.length, 'Each quarter at most once'),
});
export type Form16Row = z.output<typeof form16RowSchema>;

export const IMPORT_KINDS = ['payslips', 'form16'] as const;

/**
 * The import body as JSON. Rows are checked one by one by the import itself (so that every bad row is
 * reported, with where it is), not here; CSV bodies arrive as `csv` rows with `kind` in the query.
 */
export const payrollImportSchema = z
  .strictObject({
    payslips: z.array(z.unknown()).max(MAX_IMPORT_ROWS).optional().meta({ description: 'Payslips (see PayslipImportRow).' }),
    form16: z.array(z.unknown()).max(MAX_IMPORT_ROWS).optional().meta({ description: 'Form 16 Part A (see Form16ImportRow).' }),
    csv: z.unknown().optional().meta({ description: 'Set by the server for a text/csv body: its rows, checked as they were read.' }),
  })
  .meta({ id: 'PayrollImportRequest' });
export type PayrollImportBody = z.output<typeof payrollImportSchema>;

export const payrollImportQuerySchema = z.strictObject({
  kind: z.enum(IMPORT_KINDS).optional().meta({ description: 'What a text/csv body holds (required for CSV).' }),
});
export type PayrollImportQuery = z.output<typeof payrollImportQuerySchema>;

export const importErrorSchema = z.object({ path: z.string(), message: z.string() });

export const payrollImportResultSchema = z
  .object({
    payslips: z.number().int().meta({ description: 'Payslips written (a month already on file is replaced).' }),
    form16: z.number().int(),
    replaced: z.number().int(),
  })
  .meta({ id: 'PayrollImportResponse' });
export type PayrollImportResult = z.infer<typeof payrollImportResultSchema>;
