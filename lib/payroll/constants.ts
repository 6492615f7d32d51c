// Plain values shared by the schema, the API and the browser (no database code, so pages can import them).

/** Pay components by where they go on the payslip. An import names amounts by these codes. */
export const EARNINGS = {
  BASIC: 'Basic salary',
  HRA: 'House rent allowance',
  SPECIAL: 'Special allowance',
  LTA: 'Leave travel allowance',
  BONUS: 'Bonus',
} as const;

export const DEDUCTIONS = {
  PF: 'Provident fund',
  PT: 'Professional tax',
  TDS: 'Income tax (TDS)',
  OTHER: 'Other deductions',
} as const;

export const EMPLOYER_CONTRIBUTIONS = {
  PF_ER: 'Employer provident fund',
  NPS_ER: 'Employer NPS (80CCD(2))',
  GRATUITY: 'Gratuity',
} as const;

export type EarningCode = keyof typeof EARNINGS;
export type DeductionCode = keyof typeof DEDUCTIONS;
export type EmployerCode = keyof typeof EMPLOYER_CONTRIBUTIONS;

/**
 * The most an import may carry: rows (payslips and Form 16 together) and bytes, whatever its format. A
 * year of payslips for 16,000 people fits; a CSV at the byte limit is read within 200 MB of memory.
 */
export const MAX_IMPORT_ROWS = 200_000;
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;

export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Quarter = (typeof QUARTERS)[number];

/** The financial year (1 April to 31 March) a `YYYY-MM` month falls in, named by the year it starts. */
export function financialYearOf(month: string): number {
  const year = Number(month.slice(0, 4));
  return Number(month.slice(5, 7)) >= 4 ? year : year - 1;
}

/** "FY 2025-26" */
export function financialYearLabel(year: number): string {
  return `FY ${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** "2026-27": the assessment year that follows a financial year. */
export function assessmentYearOf(year: number): string {
  return `${year + 1}-${String((year + 2) % 100).padStart(2, '0')}`;
}

/** The twelve months of a financial year, April first. */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const m = ((i + 3) % 12) + 1;
    return `${i < 9 ? year : year + 1}-${String(m).padStart(2, '0')}`;
  });
}
